/**
 * The project configurations users have, each compiling every document's output under `strict`: Node's two ESM
 * resolutions, a bundler's (Vite's app template), and the stricter flags people turn on. All share
 * {@link BASE_OPTIONS}; the output must compile in every one.
 */
export const BASE_OPTIONS = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: 'es2022',
  lib: ['es2022', 'dom'],
  types: [],
} as const;

const STRICTER = { isolatedModules: true, verbatimModuleSyntax: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true } as const;

export const CONFIGURATIONS: Record<string, Record<string, unknown>> = {
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  'bundler-force': { module: 'esnext', moduleResolution: 'bundler', moduleDetection: 'force' },
  'nodenext-stricter': { module: 'nodenext', moduleResolution: 'nodenext', ...STRICTER },
  'bundler-stricter': { module: 'esnext', moduleResolution: 'bundler', moduleDetection: 'force', ...STRICTER },
};

export type ConfigurationName = keyof typeof CONFIGURATIONS;

/**
 * How the configurations are split among worker processes, a batch at a time: each group in one process, so that
 * configurations with the same source-file settings (NodeNext and its stricter twin; Bundler with
 * `moduleDetection: force` and its stricter twin) share their parsed files. Two groups keep two processes busy.
 */
export const COMPILE_GROUPS: string[][] = [
  ['nodenext', 'nodenext-stricter', 'node16'],
  ['bundler', 'bundler-force', 'bundler-stricter'],
];

/** One line per configuration for the report. */
export function describeConfiguration(name: string): string {
  return Object.entries(CONFIGURATIONS[name] ?? {})
    .map(([k, v]) => (v === true ? k : `${k}: ${v}`))
    .join(', ');
}
