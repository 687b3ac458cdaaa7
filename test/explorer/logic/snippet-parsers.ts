// Readers of the snippets the explorer writes, for its tests: a POSIX shell-word splitter that refuses anything the
// shell would expand or treat as an operator, and an evaluator of TypeScript literals (through TypeScript's public
// parser) that refuses anything that is not a plain literal. A snippet that passes either was inert text.
import ts from 'typescript';

/** Characters a word may carry unquoted without the shell giving them a meaning (no glob, tilde, brace, `!`). */
const BARE = /[A-Za-z0-9_\-.,/:@%+=^]/;

/**
 * The commands of a shell snippet, each as its words, as `sh` would split them. Throws on anything that would
 * expand or be an operator outside quotes (`$`, a backtick, `;`, `&`, `|`, `<`, `>`, `(`, a newline, globs, …),
 * except a `|` between two commands where `pipeline` allows one.
 */
export function shellWords(script: string, { pipeline = false } = {}): string[][] {
  const commands: string[][] = [[]];
  let word: string | undefined;
  const fail = (what: string, at: number): never => {
    throw new Error(`${what} at ${at} of the shell snippet: ${JSON.stringify(script.slice(Math.max(0, at - 20), at + 20))}`);
  };
  const end = () => {
    if (word !== undefined) commands.at(-1)!.push(word);
    word = undefined;
  };
  for (let i = 0; i < script.length; i++) {
    const c = script[i]!;
    if (c === ' ' || c === '\t') end();
    else if (c === '\\') {
      const next = script[i + 1];
      if (next === undefined) fail('a trailing backslash', i);
      i++;
      if (next === '\n') continue; // a line continuation
      word = (word ?? '') + next;
    } else if (c === "'") {
      const close = script.indexOf("'", i + 1);
      if (close < 0) fail('an unclosed single quote', i);
      word = (word ?? '') + script.slice(i + 1, close);
      i = close;
    } else if (c === '"') {
      let text = '';
      for (i++; script[i] !== '"'; i++) {
        const d = script[i];
        if (d === undefined) fail('an unclosed double quote', i);
        if (d === '$' || d === '`') fail(`an expansion (${d}) in double quotes`, i);
        if (d === '\\' && '$`"\\\n'.includes(script[i + 1] ?? '')) {
          i++;
          if (script[i] !== '\n') text += script[i];
        } else text += d;
      }
      word = (word ?? '') + text;
    } else if (c === '|' && pipeline && word === undefined && script[i + 1] === ' ') {
      if (commands.at(-1)!.length === 0) fail('a pipe with no command before it', i);
      commands.push([]);
    } else if (BARE.test(c)) word = (word ?? '') + c;
    else fail(`an unquoted ${JSON.stringify(c)}`, i);
  }
  end();
  if (commands.some((command) => command.length === 0)) fail('an empty command', script.length);
  return commands;
}

/** A parsed TypeScript snippet; throws on any syntax error. */
export function parseTs(code: string): ts.SourceFile {
  const { diagnostics } = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  if (diagnostics && diagnostics.length > 0) {
    throw new Error(`The snippet does not parse: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}\n${code}`);
  }
  return ts.createSourceFile('snippet.ts', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

/** Every node of `source`, depth first. */
export function nodesOf(source: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return all;
}

/**
 * Throws unless the snippet is code of the expected shape only: no template, no operator but `??`, no function, no
 * `new` but of the `constructors` named, and no call but those named in `calls` (by their callee's text).
 */
export function assertOnlyCalls(source: ts.SourceFile, calls: readonly string[], constructors: readonly string[] = []): void {
  for (const node of nodesOf(source)) {
    if (ts.isTemplateExpression(node) || ts.isTaggedTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      throw new Error(`A template in the snippet: ${node.getText()}`);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken &&
      node.operatorToken.kind !== ts.SyntaxKind.EqualsToken
    ) {
      throw new Error(`An operator in the snippet: ${node.getText()}`);
    }
    const allowedNew = ts.isNewExpression(node) && ts.isIdentifier(node.expression) && constructors.includes(node.expression.text);
    if (ts.isFunctionLike(node) || (ts.isNewExpression(node) && !allowedNew)) throw new Error(`Code in the snippet: ${node.getText()}`);
    if (ts.isCallExpression(node) && !calls.includes(calleeName(node.expression))) throw new Error(`An unexpected call in the snippet: ${node.getText()}`);
  }
}

/** A callee as a dotted name (`client.posts.get`, element access by string literal read as `.name`). */
export function calleeName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return `${calleeName(node.expression)}.${node.name.text}`;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression))
    return `${calleeName(node.expression)}.${node.argumentExpression.text}`;
  if (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node)) return calleeName(node.expression);
  return `<${ts.SyntaxKind[node.kind]}>`;
}

/** The value of a plain literal (string, number, boolean, null, `undefined`, arrays and objects of them); throws on anything else. */
export function literalValue(node: ts.Expression): unknown {
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) && node.text === 'undefined') return undefined;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literalValue(element));
  if (ts.isObjectLiteralExpression(node)) {
    const value: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`Not a plain property: ${property.getText()}`);
      Object.defineProperty(value, propertyName(property.name), {
        value: literalValue(property.initializer),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return value;
  }
  throw new Error(`Not a plain literal: ${node.getText()}`);
}

/** A property's key; a bare or quoted `__proto__` is refused (it would set the prototype, not a property). */
export function propertyName(name: ts.PropertyName): string {
  if (ts.isComputedPropertyName(name)) {
    if (!ts.isStringLiteral(name.expression)) throw new Error(`A computed key: ${name.getText()}`);
    return name.expression.text;
  }
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) {
    if (name.text === '__proto__') throw new Error('A __proto__ key sets the prototype');
    return name.text;
  }
  throw new Error(`An unexpected key: ${name.getText()}`);
}

/** The calls in the snippet whose callee is `name`. */
export function callsTo(source: ts.SourceFile, name: string): ts.CallExpression[] {
  return nodesOf(source).filter((node): node is ts.CallExpression => ts.isCallExpression(node) && calleeName(node.expression) === name);
}

/** An object literal's properties by key, each still a node. */
export function propertiesOf(node: ts.Expression): Map<string, ts.Expression> {
  if (!ts.isObjectLiteralExpression(node)) throw new Error(`Not an object literal: ${node.getText()}`);
  const map = new Map<string, ts.Expression>();
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property)) map.set(propertyName(property.name), property.initializer);
    else if (ts.isShorthandPropertyAssignment(property)) map.set(property.name.text, property.name);
    else throw new Error(`Not a plain property: ${property.getText()}`);
  }
  return map;
}

export type ParsedField = { name: string; value: string } | { name: string; file: string };

export interface ParsedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  form?: { multipart: boolean; fields: ParsedField[] };
}

/** curl's `--data-urlencode name=value`: the name as given (encoded), the value encoded by curl; read back decoded. */
function urlencodedField(word: string): ParsedField {
  const eq = word.indexOf('=');
  if (eq <= 0) throw new Error(`A --data-urlencode curl would not send as name=value: ${word}`);
  const [[name]] = [...new URLSearchParams(`${word.slice(0, eq)}=`)] as [[string, string]];
  return { name, value: word.slice(eq + 1) };
}

/** curl's `-F name=@"file"`: only a quoted file name (`\"` and `\\` escaped) is written. */
function multipartFile(word: string): ParsedField {
  const match = /^([^=]*)=@"((?:[^"\\]|\\.)*)"$/s.exec(word);
  if (!match) throw new Error(`A -F the explorer does not write: ${word}`);
  return { name: match[1]!, file: match[2]!.replace(/\\(.)/gs, '$1') };
}

/** The request a curl snippet sends, from its words (refusing any word the explorer does not write). */
export function curlRequest(snippet: string): ParsedRequest {
  const [command, ...more] = shellWords(snippet);
  if (more.length > 0 || !command) throw new Error('More than one command in the curl snippet');
  const [curl, x, method, url, ...rest] = command;
  if (curl !== 'curl' || x !== '-X' || method === undefined || url === undefined) throw new Error(`Not curl -X METHOD URL: ${command.join(' ')}`);
  const request: ParsedRequest = { method, url, headers: {} };
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) throw new Error(`${flag} without a value`);
    if (flag === '-H') {
      const empty = /^([^:]+);$/.exec(value);
      const colon = value.indexOf(': ');
      if (empty) request.headers[empty[1]!] = '';
      else if (colon > 0) request.headers[value.slice(0, colon)] = value.slice(colon + 2);
      else throw new Error(`A header curl would not send as given: ${value}`);
    } else if (flag === '-u') {
      if (request.headers.authorization !== undefined) throw new Error('-u and an authorization header');
      request.headers.authorization = `Basic ${Buffer.from(value, 'utf8').toString('base64')}`;
    } else if (flag === '--data-raw' && request.body === undefined && !request.form) request.body = value;
    else if (flag === '--data-urlencode' || flag === '--form-string' || flag === '-F') {
      const multipart = flag !== '--data-urlencode';
      request.form ??= { multipart, fields: [] };
      if (request.form.multipart !== multipart || request.body !== undefined) throw new Error(`${flag} mixed with another kind of body`);
      if (flag === '--data-urlencode') request.form.fields.push(urlencodedField(value));
      else if (flag === '-F') request.form.fields.push(multipartFile(value));
      else {
        const eq = value.indexOf('=');
        if (eq < 0) throw new Error(`A --form-string without =: ${value}`);
        request.form.fields.push({ name: value.slice(0, eq), value: value.slice(eq + 1) });
      }
    } else throw new Error(`An unexpected curl option ${flag}`);
  }
  return request;
}

/** `new URLSearchParams([[name, value], …])`, each a plain string literal. */
function urlSearchParamsFields(node: ts.Expression): ParsedField[] | undefined {
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'URLSearchParams') return undefined;
  const args = node.arguments ?? [];
  if (args.length === 0) return [];
  const pairs = literalValue(args[0]!);
  if (args.length !== 1 || !Array.isArray(pairs)) throw new Error('Not new URLSearchParams([pairs])');
  return pairs.map((pair) => {
    if (!Array.isArray(pair) || pair.length !== 2) throw new Error(`Not a pair: ${JSON.stringify(pair)}`);
    return { name: asString(pair[0]), value: asString(pair[1]) };
  });
}

/**
 * A multipart fetch snippet's form: `const form = new FormData();` then `form.append(name, value)` or
 * `form.append(name, await openAsBlob(file), file)` statements, after an optional `import { openAsBlob } from 'node:fs'`.
 */
function formDataFields(source: ts.SourceFile): ParsedField[] | undefined {
  const statements = source.statements.filter((s) => !ts.isImportDeclaration(s));
  const imports = source.statements.filter(ts.isImportDeclaration);
  for (const i of imports) {
    const named = i.importClause?.namedBindings;
    if (
      literalValue(i.moduleSpecifier as ts.StringLiteral) !== 'node:fs' ||
      !named ||
      !ts.isNamedImports(named) ||
      named.elements.map((e) => e.getText()).join() !== 'openAsBlob'
    )
      throw new Error(`An unexpected import: ${i.getText()}`);
  }
  const first = statements[0];
  if (!first || !ts.isVariableStatement(first) || first.getText() !== 'const form = new FormData();') return undefined;
  const fields: ParsedField[] = [];
  for (const statement of statements.slice(1)) {
    if (!ts.isExpressionStatement(statement)) break;
    const call = statement.expression;
    if (!ts.isCallExpression(call) || calleeName(call.expression) !== 'form.append') throw new Error(`An unexpected statement: ${statement.getText()}`);
    const [name, value, file] = call.arguments;
    if (file === undefined) fields.push({ name: asString(literalValue(name!)), value: asString(literalValue(value!)) });
    else {
      const blob = ts.isAwaitExpression(value!) ? value.expression : undefined;
      if (!blob || !ts.isCallExpression(blob) || calleeName(blob.expression) !== 'openAsBlob' || blob.arguments.length !== 1)
        throw new Error(`Not a file: ${value!.getText()}`);
      const fileName = asString(literalValue(file));
      if (asString(literalValue(blob.arguments[0]!)) !== fileName) throw new Error('A file appended under another name');
      fields.push({ name: asString(literalValue(name!)), file: fileName });
    }
  }
  return fields;
}

/** The request a fetch snippet sends: its URL, method, headers and body, each a plain literal. */
export function fetchRequest(snippet: string): ParsedRequest {
  const source = parseTs(snippet);
  assertOnlyCalls(source, ['fetch', 'JSON.stringify', 'response.json', 'form.append', 'openAsBlob'], ['URLSearchParams', 'FormData']);
  const [call, ...others] = callsTo(source, 'fetch');
  if (!call || others.length > 0 || call.arguments.length !== 2) throw new Error('Not one fetch(url, init) call');
  const init = propertiesOf(call.arguments[1]!);
  const request: ParsedRequest = {
    url: asString(literalValue(call.arguments[0]!)),
    method: asString(literalValue(init.get('method')!)),
    headers: (init.has('headers') ? literalValue(init.get('headers')!) : {}) as Record<string, string>,
  };
  const body = init.get('body');
  const form = formDataFields(source);
  if (form && !(body && ts.isIdentifier(body) && body.text === 'form')) throw new Error('A form not sent');
  if (body) {
    const fields = urlSearchParamsFields(body);
    if (fields) request.form = { multipart: false, fields };
    else if (form) request.form = { multipart: true, fields: form };
    else if (ts.isCallExpression(body) && calleeName(body.expression) === 'JSON.stringify' && body.arguments.length === 1) {
      request.body = JSON.stringify(literalValue(body.arguments[0]!));
    } else request.body = asString(literalValue(body));
  }
  for (const key of init.keys()) if (!['method', 'headers', 'body'].includes(key)) throw new Error(`An unexpected fetch option ${key}`);
  return request;
}

export function asString(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`Not a string: ${JSON.stringify(value)}`);
  return value;
}
