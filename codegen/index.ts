// The generator's public entry: spec files → generated files (parse → IR → emit), whole or incremental, and the
// spec-reading helpers the command line's tools share with it (reading a document itself is `@siteapi/document`'s).
export { buildIr, bundleText, diffTrees, emitAll, generate, parseSources, parseSpecs, readTree, writeAtomically } from './generate.ts';
export {
  acceptedValues,
  GENERATOR_DEFAULTS,
  GENERATOR_OPTION_VALUES,
  type GeneratorOptions,
  generatorOptions,
  isGeneratorOptionValue,
  PAGINATION_CHOICES,
  type Pagination,
  type PluginSwitches,
  SELECTABLE_PLUGINS,
  type SelectablePlugin,
  SPEC_MODES,
  type SpecMode,
} from './options.ts';
export { RUNTIME_IMPORT, type EmitOptions } from './emit/printing.ts';
export type { EmitContext, EmitterPlugin } from './emit/plugin.ts';
export { generateIncremental, type IncrementalOptions, type IncrementalResult } from './incremental/incremental.ts';
export { CACHE_DIR, isBookkeeping, MANIFEST_FILE } from './incremental/manifest.ts';
export { generatorInputs } from './incremental/generator-hash.ts';
export { formatProblem, groupWarnings, sortProblems, SpecInputError, SpecProblemsError, type Problem } from './problems.ts';
export { isSpecFileName, specFiles } from './spec-files.ts';
export { processAlive } from './leftovers.ts';
export { lintSpecs, type LintProblem } from './lint.ts';
export { CONVERSION_EXTENSIONS } from './parse/converter-rules.ts';
export type { Progress, ProgressEvent } from './progress.ts';
export { serviceName as plainServiceName } from './parse/plain-dialect.ts';
