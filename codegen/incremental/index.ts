// The incremental run alone (`@siteapi/codegen/incremental`): what `siteapi mock` and `contract` check before serving.
// Nothing here loads the generator (TypeScript, openapi-typescript) or Redocly until a spec has changed, so an up-to-date check stays light.
export { generateIncremental, type IncrementalOptions, type IncrementalResult } from './incremental.ts';
export { formatProblem, groupWarnings, sortProblems, SpecProblemsError, type Problem } from '../problems.ts';
export { specFilesOf } from './manifest.ts';
