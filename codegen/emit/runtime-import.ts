/** Where generated service folders import the runtime from: its package, installed beside the generated code. */
export const RUNTIME_IMPORT = '@siteapi/runtime';
