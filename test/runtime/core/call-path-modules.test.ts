import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RUNTIME = path.resolve(import.meta.dirname, '../../../runtime');

/** The runtime modules a call loads before its answer: invoke.ts and what it imports statically, values only. */
function staticGraph(entry: string): Map<string, ts.SourceFile> {
  const seen = new Map<string, ts.SourceFile>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    seen.set(file, source);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        const named = clause?.namedBindings;
        const typesOnly =
          clause?.isTypeOnly ||
          (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
        if (typesOnly) continue;
      } else if (statement.isTypeOnly) continue;
      visit(path.resolve(path.dirname(file), specifier.text));
    }
  };
  visit(entry);
  return seen;
}

function declaredFunctions(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) names.push(statement.name.text);
    if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
  }
  return names;
}

describe('what a call loads before its answer', () => {
  const graph = staticGraph(path.join(RUNTIME, 'invoke.ts'));
  const files = [...graph.keys()].map((f) => path.relative(RUNTIME, f));
  const functions = [...graph.values()].flatMap(declaredFunctions);

  it('leaves the failed attempt (network error causes, backoff, wait hints) to a chunk of its own', () => {
    expect(files).not.toContain('failed-attempt.ts');
    for (const name of ['describeNetworkError', 'backoffDelay', 'retryDelay', 'retryHintMs', 'retryAfterMs', 'shouldRetryAnswer'])
      expect(functions, name).not.toContain(name);
  });

  it("leaves withResponse() and asResponse()'s code (the request id, the answer's copy) to the first call that asks", () => {
    expect(files).toContain('call-promise.ts');
    expect(files).not.toContain('answer-views.ts');
    expect(files).not.toContain('request-id.ts');
  });

  it('leaves signing (auth headers, credentials) to the first call of a client that signs', () => {
    expect(files).not.toContain('signed-request.ts');
    expect(files).not.toContain('security.ts');
    expect(functions).not.toContain('signedRequest');
  });

  it('carries no call feature: each comes with the generated call that names it (call-features.ts)', () => {
    expect(files).toContain('call-features.ts');
    for (const file of [
      'all-features.ts',
      'body-form.ts',
      'header-params.ts',
      'idempotency-key.ts',
      'query-string.ts',
      'get-form.ts',
      'request-body.ts',
      'param-style.ts',
      'paging/page.ts',
      'conversions/walk-plan.ts',
      'conversions/encode-plan.ts',
    ])
      expect(files, file).not.toContain(file);
    for (const name of [
      'bodyFormOf',
      'placeHeaderParams',
      'placeIdempotencyKey',
      'newIdempotencyKey',
      'hasHeader',
      'encodeBody',
      'getFormUrl',
      'nextPageRequest',
      // A request plan's encoder, apart from the decoder every answer runs: a lazy chunk that uses it (a sign-in
      // flow's calls) would otherwise keep it in the page's first chunk, where the decoder's module is.
      'encodeRequest',
      'planEncoder',
      'encodeWith',
    ])
      expect(functions, name).not.toContain(name);
  });

  it('leaves the retry options’ defaults to the failed attempt, which alone reads them', () => {
    expect(files).not.toContain('retry-defaults.ts');
    expect(functions).not.toContain('RETRY_DEFAULTS');
  });

  it('leaves following redirects to the first answer that redirects', () => {
    expect(files).not.toContain('redirects.ts');
    expect(functions).not.toContain('followRedirects');
  });

  it('leaves error answers and their catalogue to the first error answer', () => {
    expect(files).not.toContain('error-answer.ts');
    expect(files).toContain('read-answer.ts');
  });

  it("leaves the error answer's message to the module that reads the answer", () => {
    for (const name of ['apiErrorMessage', 'violationList', 'clip']) expect(functions, name).not.toContain(name);
  });

  it('leaves the checks of a caller’s timeout and retry options to a call that has them', () => {
    expect(files).not.toContain('call-options.ts');
    expect(files).not.toContain('shown-value.ts');
    for (const name of ['checkRetryOptions', 'badTimeout', 'shownValue']) expect(functions, name).not.toContain(name);
  });

  it('leaves waiting (between attempts, in steps beyond a timer’s range) to a call that waits', () => {
    expect(files).not.toContain('timer.ts');
    for (const name of ['sleep', 'startTimer']) expect(functions, name).not.toContain(name);
  });

  it('leaves rich content’s expansion to the first answer that has some', () => {
    expect(files).not.toContain('conversions/expand.ts');
    expect(files).not.toContain('conversions/rich-content.ts');
    expect(functions).not.toContain('expandAll');
  });
});

describe('what OAuthStrategy loads before its first token call', () => {
  const graph = staticGraph(path.join(RUNTIME, 'auth/oauth-strategy.ts'));
  const files = [...graph.keys()].map((f) => path.relative(RUNTIME, f));
  const functions = [...graph.values()].flatMap(declaredFunctions);

  it('carries the token handling a first call runs', () => {
    for (const file of ['auth/token-renewal.ts', 'auth/token-endpoint.ts', 'auth/token-state.ts']) expect(files, file).toContain(file);
  });

  it('leaves the sign-in flows, logout, the elevated grant and the visitor cookie to their first use', () => {
    for (const file of [
      'auth/redirect-sign-in.ts',
      'auth/direct-login.ts',
      'auth/member-flows.ts',
      'auth/logout.ts',
      'auth/external-login.ts',
      'auth/visitor-cookie.ts',
      'auth/redirect-session.ts',
      'auth/pre-warm.ts',
    ])
      expect(files, file).not.toContain(file);
    for (const name of ['logoutFlow', 'externalLogin', 'visitorCookieWarmer', 'redirectUrl', 'memberFlows']) expect(functions, name).not.toContain(name);
  });

  it('makes its clients for the token calls without createClient, which binds modules and brings defineCall with every feature', () => {
    for (const file of ['client.ts', 'define-call.ts', 'all-features.ts']) expect(files, file).not.toContain(file);
  });

  it('leaves what a failed refresh needs (refusal or not, the wait) to the first refresh that fails', () => {
    const renewal = staticGraph(path.join(RUNTIME, 'auth/token-renewal.ts'));
    const renewalFiles = [...renewal.keys()].map((f) => path.relative(RUNTIME, f));
    expect(files).not.toContain('auth/refresh-failure.ts');
    expect(files).not.toContain('timer.ts');
    expect(renewalFiles).not.toContain('timer.ts');
    for (const name of ['isRefusal', 'sleep']) expect([...renewal.values()].flatMap(declaredFunctions), name).not.toContain(name);
  });
});
