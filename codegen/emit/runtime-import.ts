/** The runtime package generated code uses: installed beside the generated code. */
export const RUNTIME_IMPORT = '@siteapi/runtime';

/** What generated files import: the runtime package's internal entry, versioned with the generator (not its public API). */
export function generatedEntry(runtime: string): string {
  return `${runtime}/generated`;
}
