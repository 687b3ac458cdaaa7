// ts-morph's values, required (CommonJS), not imported: Node's ESM loader scans a CommonJS module's whole source for
// its export names, and ts-morph.js is about 1 MB (some 50-100 ms of every run). Types still come from 'ts-morph'.
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

const tsMorph = createRequire(import.meta.url)('ts-morph') as typeof TsMorph;

export const { IndentationText, Project, QuoteKind, StructureKind, VariableDeclarationKind, Writers, printStructure, ts } = tsMorph;
