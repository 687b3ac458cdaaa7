#!/usr/bin/env node
// The `siteapi` command: the built command line in dist/ (npm run build in a checkout).
import '../dist/main.js';
