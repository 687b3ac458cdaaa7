import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The public entry's names, values and types: adding or removing one changes the package's API, so it is done here
// on purpose. What only generated code and the project's tools use lives in runtime/generated.ts.
const PUBLIC_VALUES = [
  'ApiError',
  'ApiKeyStrategy',
  'ArgumentError',
  'AuthError',
  'BulkItemError',
  'CancelledError',
  'ConnectionError',
  'DEFAULT_TIMEOUT_MS',
  'DataAggregate',
  'DataError',
  'DataFilter',
  'DataHookError',
  'DataPatch',
  'DataQuery',
  'DataResult',
  'DataSearch',
  'ItemQuery',
  'OAuthStrategy',
  'Page',
  'QueryResult',
  'RETRY_DEFAULTS',
  'RedirectError',
  'ResponseError',
  'SdkError',
  'Stream',
  'TimeoutError',
  'WebhookClaimError',
  'WebhookError',
  'WebhookEventTypeError',
  'WebhookExpiredError',
  'WebhookHandlerError',
  'WebhookMethodError',
  'WebhookPayloadError',
  'WebhookSignatureError',
  'callOperation',
  'configure',
  'configureElevated',
  'createClient',
  'createDataItems',
  'createEventProcessor',
  'elevate',
  'isApiError',
  'isStream',
  'mediaUrl',
  'memoryTokenStorage',
  'parseMediaRef',
  'siteapiMiddleware',
  'webTokenStorage',
  'webhookHandler',
];

const PUBLIC_TYPES = [
  'AccessToken',
  'AnyEventRegistration',
  'ApiKeyStrategyOptions',
  'AudioRef',
  'AuthRequest',
  'AuthStrategy',
  'BulkResult',
  'Call',
  'CallExample',
  'CallInit',
  'CallPromise',
  'Client',
  'ClientLike',
  'ClientOptions',
  'Credential',
  'Credentials',
  'DataItems',
  'DataItemsApi',
  'DataItemsOptions',
  'DirectQuery',
  'DocumentRef',
  'ErrorHandler',
  'EventDefinition',
  'EventHandler',
  'EventProcessor',
  'EventProcessorOptions',
  'EventRegistrar',
  'EventRegistration',
  'FetchMiddleware',
  'FetchMiddlewareOptions',
  'FetchMiddlewareParams',
  'FieldModification',
  'FieldViolation',
  'FilterModel',
  'FrameHost',
  'Geocode',
  'HandlerFailure',
  'HostOption',
  'ImageRef',
  'IncludedReference',
  'ItemData',
  'LockManagerLike',
  'OAuthApi',
  'OAuthData',
  'OAuthRedirectResult',
  'OAuthStrategyOptions',
  'PagePosition',
  'PagePromise',
  'PagedCall',
  'PaginationSpec',
  'PagingMetadata',
  'ParsedMediaRef',
  'PostalAddress',
  'ProcessedEvent',
  'QueryCall',
  'QueryOptions',
  'RefreshToken',
  'RequestParts',
  'ResponseMode',
  'RetryOptions',
  'SignInFrame',
  'SortItem',
  'StorageFailure',
  'StreamChoiceCall',
  'TokenRole',
  'TokenStorage',
  'Tokens',
  'VideoRef',
  'WebTokenStorageOptions',
  'WebhookErrorCode',
  'WebhookHandlerOptions',
  'WebhookPublicKey',
  'WithResponse',
];

/** Every name a module exports, types included, as the compiler sees them. */
function exportedNames(file: string): string[] {
  const program = ts.createProgram([file], {
    noEmit: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  return checker.getExportsOfModule(symbol).map((s) => s.name);
}

describe('@siteapi/runtime, the public entry', () => {
  it('exports exactly the listed values', async () => {
    const entry = await import('../../runtime/index.ts');
    expect(Object.keys(entry).sort()).toEqual([...PUBLIC_VALUES].sort());
  });

  it('exports exactly the listed names, types included', () => {
    expect(exportedNames(path.resolve('runtime/index.ts')).sort()).toEqual([...PUBLIC_VALUES, ...PUBLIC_TYPES].sort());
    // A compiler program over the runtime's sources: seconds on a busy machine.
  }, 60_000);

  it('leaves what only generated code calls to the internal entry', async () => {
    const internal = await import('../../runtime/generated.ts');
    for (const name of ['walkPlan', 'planEncoder', 'ALL_FEATURES', 'setDotted', 'serializeQuery', 'defineGeneratedCall', 'decodeDate', 'recordingFetch']) {
      expect(PUBLIC_VALUES).not.toContain(name);
      expect(internal).toHaveProperty(name);
    }
  });
});

describe('@siteapi/runtime/generated, the internal entry', () => {
  it('is a package export with the public entry conditions', async () => {
    const manifest = JSON.parse(await readFile('runtime/package.json', 'utf8')) as { exports: Record<string, Record<string, string>> };
    expect(Object.keys(manifest.exports['./generated']!)).toEqual(Object.keys(manifest.exports['.']!));
    expect(manifest.exports['./generated']).toEqual({ '@siteapi/source': './generated.ts', types: './dist/generated.d.ts', default: './dist/generated.js' });
  });

  it('is the only runtime specifier the committed generated clients import', async () => {
    const root = path.resolve('generated/src');
    const specifiers = new Set<string>();
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
      for (const m of text.matchAll(/from '(@siteapi\/runtime[^']*)'/g)) specifiers.add(m[1]!);
    }
    expect([...specifiers]).toEqual(['@siteapi/runtime/generated']);
  });
});
