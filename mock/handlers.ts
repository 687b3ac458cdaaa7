import { HttpHandler, http } from 'msw';
import { type AnswerJudge, answerCheckOf, type BrokenExample } from './answer-check.ts';
import { AnswerCache, type ExampleAnswer, internalAnswer, notFoundAnswer, preferenceOf, responseOf, validationAnswer } from './answer.ts';
import { isBodilessMethod, isHttpMethod, isNode, type Node } from '@siteapi/document';
import { type AmbiguityListener, ambiguityWarning, type MockOperation, operationsOf, rankOperations, settleOperation, sharedPaths } from './operations.ts';
import { RequestValidator } from './validate-request.ts';

/** A bundled OpenAPI document (`@siteapi/clients/openapi.json`, or the `openapi.json` that `siteapi generate` writes). */
export type MockDocument = Readonly<Record<string, unknown>>;

export interface MockOptions {
  /** Only requests to this origin (`https://www.wixapis.com`, `http://127.0.0.1:4010`); default any origin. */
  origin?: string;
  /** Only these services' operations (the bundle's `x-service`); default all. */
  services?: readonly string[];
  /** Check requests against their schemas (default true): a refused one is answered 400 in the platform's shape. */
  validate?: boolean;
  /** Also answer requests no operation takes, 404 in the platform's shape (default false: msw passes them on). */
  catchAll?: boolean;
  /**
   * Answer only what the response schema accepts (default false: the document's examples as they are, as Prism
   * answers them): an example that breaks its schema is replaced by a value made from the schema that passes it,
   * and told to `onBrokenExample`. The contract check runs the mock so.
   */
  validAnswers?: boolean;
  /** Told of each example that breaks its schema, with `validAnswers`. */
  onBrokenExample?: (broken: BrokenExample) => void;
  /**
   * How `validAnswers` judges a value against the schema at a pointer of the document (default: an ajv of the
   * mock's own): a caller that judges the same answers (the contract check) passes its own, so each schema compiles once.
   */
  judgeAnswer?: AnswerJudge;
  /**
   * Told, once per pair, of a request that two operations at one path both take (answered as the first): the
   * document does not tell them apart. Default `console.warn`.
   */
  onAmbiguousRequest?: AmbiguityListener;
}

/** The msw path of an operation for an origin: `*` matches any. */
export const mswUrl = (origin: string | undefined, path: string) => `${origin ? origin.replace(/\/+$/, '') : '*'}${path}`;

/**
 * msw handlers for every operation of a bundled document: each answers from the spec's examples (`Prefer: code=404,
 * example=notFound` picks another, as with Prism), after checking the request's parameters and JSON body, and a GET
 * form's `.r` content, against the document's schemas with ajv. `server.use(mockCall(...))` overrides one call.
 */
export function createHandlers(document: MockDocument, options: MockOptions = {}): HttpHandler[] {
  const doc = document as Node;
  const validator = options.validate === false ? undefined : new RequestValidator(doc);
  const wanted = options.services ? new Set(options.services) : undefined;
  const operations = operationsOf(doc).filter((op) => !wanted || (op.service !== undefined && wanted.has(op.service)));
  // An answer made from a schema (none declared) is held to it, whether or not requests are checked.
  let checker = validator;
  const answers = new AnswerCache<ExampleAnswer>(
    doc,
    (answer) => answer,
    undefined,
    answerCheckOf(doc, options),
    (pointer) => (checker ??= new RequestValidator(doc)).schemaCheck(pointer),
  );
  const ambiguous = ambiguityWarning(options.onAmbiguousRequest);
  const handlers = sharedPaths(operations).map((ops) => handlerOf(ops, options.origin, validator, answers, ambiguous));
  if (options.catchAll) handlers.push(http.all(mswUrl(options.origin, '/*'), ({ request }) => notFoundAnswer(request)));
  return handlers;
}

/**
 * msw's route builder for a method: `http.trace` does not exist, so a TRACE operation matches any method; a QUERY
 * operation and one of a Path Item's `additionalOperations` (OpenAPI 3.2: `PURGE`) get a handler of their own
 * method (msw's `HttpHandler` takes any).
 */
export function mswRoute(method: string): (typeof http)['all'] {
  const m = method.toLowerCase();
  // msw names a builder for each method it knows (`http.get`); `http.all` is no method's.
  if (isHttpMethod(m) && Object.hasOwn(http, m)) return http[m as Exclude<keyof typeof http, 'all'>];
  if (m === 'trace') return http.all;
  const sent = m === 'query' ? 'QUERY' : method;
  return ((path, resolver, options) => new HttpHandler(sent, path, resolver as never, options)) as (typeof http)['all'];
}

/** One handler for the operations of one method at one path (several when the document told them apart by a fragment or parameter names). */
function handlerOf(
  ops: MockOperation[],
  origin: string | undefined,
  validator: RequestValidator | undefined,
  answers: AnswerCache<ExampleAnswer>,
  ambiguous: (chosen: MockOperation, alike: MockOperation) => void,
): HttpHandler {
  const [first] = ops as [MockOperation];
  return mswRoute(first.method)(mswUrl(origin, first.mswPath), async ({ request, params }) => {
    try {
      const ranked = rankOperations(ops, { url: new URL(request.url), headers: request.headers });
      const named = (candidate: MockOperation) => {
        const out: Record<string, string> = {};
        candidate.paramNames.forEach((name, i) => {
          const value = params[`p${i}`];
          if (typeof value === 'string') out[name] = value;
        });
        return out;
      };
      let op = ranked[0]!;
      if (validator) {
        const { chosen, violations, alike } = await settleOperation(ranked, (candidate) => validator.check(candidate, request, named(candidate)));
        if (violations.length > 0) return validationAnswer(violations);
        if (alike) ambiguous(chosen, alike);
        op = chosen;
      }
      // The body may ask for a stream (`"stream": true`); a GET or HEAD has none to read.
      const body = op.body && !isBodilessMethod(request.method) ? await request.clone().text() : '';
      return responseOf(answers.get(op, preferenceOf(request, body)));
    } catch (error) {
      // msw would answer a thrown error with its stack; the page gets the message alone.
      return internalAnswer(error);
    }
  });
}

/** The services a bundle holds (its `x-services`, else the services its operations name). */
export function servicesOf(document: MockDocument): string[] {
  const listed = (document as Node)['x-services'];
  if (isNode(listed)) return Object.keys(listed);
  return [...new Set(operationsOf(document as Node).flatMap((op) => (op.service ? [op.service] : [])))].sort();
}
