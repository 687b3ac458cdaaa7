// `@siteapi/document/bundle`: the files a spec's `$ref`s name, read through Redocly's resolver (local files under
// the spec's folder or the working folder only). Its own entry: loading it loads Redocly (about 0.1 s).
export { bundleExternalRefs, type Locate, localFilesResolver, redoclyPlace, unbundled } from './external-refs.ts';
export { isOpenApi32, OPENAPI_32_TYPES } from './redocly-types.ts';
