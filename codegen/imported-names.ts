// What each kind of generated file imports from a package (the runtime's generated entry, the mock): the one table
// each file's symbol registry (emit/file-imports.ts) takes those imports from (`packageImports` refuses a name it does
// not list) and naming.ts reserves,
// so that no name a document gives (a call, a tag's module, a schema's type) can clash with an import.
import { type ConverterName, converterTable } from '@siteapi/runtime/generated';
import { converterExport } from './emit/converter-names.ts';

/** The converters' functions, which compiled decoders and request encoders call: `decodeDate`, `encodeDate`, … */
const CONVERTER_FUNCTIONS = [
  ...new Set((Object.keys(converterTable()) as ConverterName[]).flatMap((name) => [converterExport(name, 'decode'), converterExport(name, 'encode')])),
];

/** The converted types the runtime exports (`ImageRef`, `PostalAddress`, …; a `Geocode` keeps its schema's type). */
export const CONVERTED_TYPES: readonly string[] = [
  ...new Set(Object.values(converterTable()).flatMap((row) => (row.runtimeType && row.sdkType ? [row.sdkType] : []))),
];

/** The package a file kind imports from, and the values and types it may import from it. */
export interface PackageImports {
  readonly from: 'runtime' | 'mock';
  readonly values: ReadonlySet<string>;
  readonly types: ReadonlySet<string>;
}

const imports = (from: PackageImports['from'], values: readonly string[], types: readonly string[]): PackageImports => ({
  from,
  values: new Set(values),
  types: new Set(types),
});

/** Per kind of generated file, every name it may import from a package (which ones depends on the document). */
export const FILE_IMPORTS = {
  /** `schema-types.ts`: the converted types its schemas use. */
  schemaTypes: imports('runtime', [], CONVERTED_TYPES),
  /** `<module>.ts`: the call makers, the features calls name, the converters their decoders and encoders call. */
  module: imports(
    'runtime',
    [
      'bodyFormOf',
      'decodeResponse',
      'defineGeneratedCall',
      'defineGeneratedPagedCall',
      'defineGeneratedQueryCall',
      'defineGeneratedStreamCall',
      'encodeBody',
      'encodeJsonBody',
      'getFormUrl',
      'paginate',
      'paramStyles',
      'placeHeaderParams',
      'placeIdempotencyKey',
      'planEncoder',
      'serializeQuery',
      'streams',
      ...CONVERTER_FUNCTIONS,
    ],
    ['Call', 'CallInit', 'Expansion', 'ItemQuery', 'PagedCall', 'QueryCall', 'Stream', 'StreamChoiceCall', ...CONVERTED_TYPES],
  ),
  /** `service-info.ts` (and `error-catalogue.ts`, which imports nothing). */
  serviceInfo: imports('runtime', ['PLATFORM'], ['Credential', 'ServiceInfo']),
  /** `security-schemes.ts`. */
  securitySchemes: imports('runtime', [], ['ServiceSecurity']),
  /** `webhook-events.ts`. */
  webhookEvents: imports('runtime', ['defineEvent'], CONVERTED_TYPES),
  /** `conversion-plans.ts`: the plans as data, their walkers. */
  conversionPlans: imports('runtime', ['walkPlan', ...CONVERTER_FUNCTIONS], ['Converters', 'Expansion', 'Plan']),
  /** `request-plans.ts`. */
  requestPlans: imports('runtime', [], ['Plan']),
  /** `response-decoders.ts`. */
  responseDecoders: imports('runtime', [...CONVERTER_FUNCTIONS], ['Expansion', 'ResponseDecoder']),
  /** `call-examples.ts`. */
  callExamples: imports('runtime', [], ['CallExample']),
  /** `paths.ts`: the converted types its `transform` hook prints. */
  paths: imports('runtime', [], CONVERTED_TYPES),
  /** The root `index.ts`, every service's entry and examples: it imports only its services' files. */
  rootIndex: imports('runtime', [], []),
  /** `mock-handlers.ts` (`--msw`). */
  mockHandlers: imports('mock', ['createHandlers', 'mockCall'], ['MockCallOptions', 'MockDocument', 'MockOptions', 'MockResolver']),
} as const satisfies Record<string, PackageImports>;

export type FileKind = keyof typeof FILE_IMPORTS;

/**
 * The names a file of `kind` imports from its package, sorted, as its import declaration lists them. A name the table
 * does not list is a generator bug (a document could take it): thrown, so no such file is written.
 */
export function packageImports(kind: FileKind, names: Iterable<string>, side: 'values' | 'types'): string[] {
  const listed = FILE_IMPORTS[kind][side];
  const sorted = [...new Set(names)].sort();
  for (const name of sorted) {
    if (!listed.has(name))
      throw new Error(`a ${kind} file imports ${side === 'types' ? 'the type ' : ''}${name}, which codegen/imported-names.ts does not list`);
  }
  return sorted;
}

/** Every name files of these kinds may import, values and types. */
export function importedBy(...kinds: FileKind[]): string[] {
  return [...new Set(kinds.flatMap((kind) => [...FILE_IMPORTS[kind].values, ...FILE_IMPORTS[kind].types]))];
}
