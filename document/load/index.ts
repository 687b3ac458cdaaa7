// `@siteapi/document/load`: reading spec files from disk (Node only). UTF-8 YAML or JSON with the place of every
// value, the files a spec's `$ref`s name bundled into one document, `$ref` cycles found, Swagger 2.0 and OpenAPI 3.0
// upgraded to 3.1. Redocly, which bundles, is loaded only for a spec that names other files.
export { describeCycle, type RefHolder, refCycles } from './ref-cycles.ts';
export { locateJsonPointer, locateJsonPointers } from './json-position.ts';
export {
  decodeSpec,
  EMPTY_MESSAGE,
  isEmptySpec,
  type LoadedDocument,
  loadDocument,
  loadYaml,
  loadYamlWithPositions,
  positionOf,
  positionsOf,
  problemAt,
} from './load-document.ts';
export { readSpecSources, type SpecSource } from './spec-sources.ts';
export { DIALECT_2020_12, documentVersion, nullAsAlternative, swaggerPointer, upgradedFrom, upgradeTo31 } from './upgrade.ts';
