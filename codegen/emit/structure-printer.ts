import type {
  ExportDeclarationStructure,
  FunctionDeclarationStructure,
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  OptionalKind,
  PropertySignatureStructure,
  StatementStructures,
  TypeAliasDeclarationStructure,
  VariableStatementStructure,
} from 'ts-morph';
import { CodeWriter } from './code-writer.ts';
import { StructureKind } from './structure-kinds.ts';

// The printer of every generated TypeScript file: the structures the emitters build (ts-morph's structure types, the
// code model; nothing of ts-morph runs) written to a CodeWriter, which indents each line as it is written, with the
// emitters' code as text (initializers, types, function bodies) where a structure holds it. Line breaks and blank
// lines fall as ts-morph's printer put them (a blank line before a declaration with a body and after a closing brace),
// so files read as before. A kind or property this does not print is a generator bug, thrown with its name.

/** A statement of a file or of a function body: a structure, or code as text. */
export type Statement = StatementStructures | string;

/** A name the printer writes as it is: an identifier (import and export names, parameters). */
const NAME = /^[A-Za-z_$][\w$]*$/;

/** A structure this does not print: the emitter that built it asks for more than the printer knows. */
function unprinted(what: string): Error {
  return new Error(`the structure printer (codegen/emit/structure-printer.ts) does not print ${what}: add it there, with a case in its test`);
}

/** The statements of a file, indented, without a line break at the end. */
export function printStructures(statements: readonly Statement[]): string {
  const w = new CodeWriter();
  statementList(w, statements);
  return w.text();
}

/** A statement list: a blank line after a closing brace, else a line break between statements. */
function statementList(w: CodeWriter, statements: readonly Statement[]): void {
  for (const s of statements) {
    if (w.lastCodeIsCloseBrace()) w.blankLineIfLastNot();
    else if (!w.atStartOfBlock()) w.newLineIfLastNot();
    statement(w, s);
  }
}

function statement(w: CodeWriter, s: Statement): void {
  if (typeof s === 'string') return w.write(s);
  switch (s.kind) {
    case StructureKind.Interface:
    case StructureKind.Function:
      // Declarations with a body stand apart from what comes before them.
      if (!w.atStartOfBlock()) w.blankLineIfLastNot();
      break;
    case StructureKind.TypeAlias:
    case StructureKind.VariableStatement:
    case StructureKind.ImportDeclaration:
    case StructureKind.ExportDeclaration:
      break;
    default:
      throw unprinted(`a structure of kind ${(s as { kind: unknown }).kind} (ts-morph's StructureKind)`);
  }
  trivia(w, s.leadingTrivia);
  switch (s.kind) {
    case StructureKind.ImportDeclaration:
      importDeclaration(w, s);
      break;
    case StructureKind.ExportDeclaration:
      exportDeclaration(w, s);
      break;
    case StructureKind.VariableStatement:
      variableStatement(w, s);
      break;
    case StructureKind.TypeAlias:
      typeAlias(w, s);
      break;
    case StructureKind.Interface:
      interfaceDeclaration(w, s);
      break;
    case StructureKind.Function:
      functionDeclaration(w, s);
      break;
  }
  trivia(w, s.trailingTrivia);
}

/** Throws for any property other than `known` that is set. */
function only(structure: object, kind: string, known: readonly string[]): void {
  for (const [key, value] of Object.entries(structure)) if (value !== undefined && !known.includes(key)) throw unprinted(`\`${key}\` of ${kind}`);
}

const TRIVIA = ['kind', 'leadingTrivia', 'trailingTrivia'];

function trivia(w: CodeWriter, value: unknown): void {
  if (value === undefined) return;
  const parts = Array.isArray(value) ? value : [value];
  parts.forEach((part, i) => {
    w.write(text(part, 'trivia'));
    if (i !== parts.length - 1) w.newLineIfLastNot();
  });
}

/** A value that must be text: ts-morph's writer functions are not printed. */
function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw unprinted(`${what} given as ${typeof value === 'function' ? 'a writer function' : typeof value}, not text`);
  return value;
}

/** Whether the text is left out (nothing but white space), as ts-morph leaves it. */
function blank(value: string): boolean {
  return value.trim() === '';
}

/** `export ` for an exported declaration. */
function modifiers(w: CodeWriter, structure: { isExported?: boolean }): void {
  if (structure.isExported) w.write('export ');
}

/** A module specifier, single-quoted. */
function quoted(specifier: unknown): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
  return `'${text(specifier, 'a module specifier').replace(/[\\'\u0000-\u001f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

function specifiers(list: unknown, kind: string): string {
  if (!Array.isArray(list)) throw unprinted(`named imports or exports of ${kind} given otherwise than as a list`);
  const names = list.map((s) => {
    if (typeof s === 'string') return identifier(s, kind);
    if (typeof s !== 'object' || s === null) throw unprinted(`a named import of ${typeof s} in ${kind}`);
    only(s, `an import specifier of ${kind}`, ['kind', 'name', 'alias']);
    const { name, alias } = s as { name?: unknown; alias?: unknown };
    if (alias === undefined || (typeof alias === 'string' && blank(alias))) return identifier(name, kind);
    return `${identifier(name, kind)} as ${identifier(alias, kind)}`;
  });
  return `{ ${names.join(', ')} }`;
}

function identifier(value: unknown, kind: string): string {
  const name = text(value, `a name in ${kind}`);
  if (!NAME.test(name)) throw unprinted(`the name ${JSON.stringify(name)} in ${kind}, which is no identifier`);
  return name;
}

function importDeclaration(w: CodeWriter, s: ImportDeclarationStructure): void {
  only(s, 'an ImportDeclaration', [...TRIVIA, 'moduleSpecifier', 'namedImports', 'isTypeOnly']);
  const named = s.namedImports !== undefined && (!Array.isArray(s.namedImports) || s.namedImports.length > 0);
  const list = named ? ` ${specifiers(s.namedImports, 'an ImportDeclaration')} from` : '';
  w.write(`import${s.isTypeOnly ? ' type' : ''}${list} ${quoted(s.moduleSpecifier)};`);
}

function exportDeclaration(w: CodeWriter, s: ExportDeclarationStructure): void {
  only(s, 'an ExportDeclaration', [...TRIVIA, 'moduleSpecifier', 'namespaceExport', 'isTypeOnly']);
  const hasSpecifier = s.moduleSpecifier !== undefined && s.moduleSpecifier.length > 0;
  let line = `export${s.isTypeOnly ? ' type' : ''}`;
  if (s.namespaceExport !== undefined) line += blank(text(s.namespaceExport, 'a namespace export')) ? ' *' : ` * as ${s.namespaceExport}`;
  else line += hasSpecifier ? ' *' : ' { }';
  if (hasSpecifier) line += ` from ${quoted(s.moduleSpecifier)}`;
  w.write(`${line};`);
}

/** Each doc comment on its own line. */
function docs(w: CodeWriter, list: unknown, kind: string): void {
  if (list === undefined) return;
  if (!Array.isArray(list)) throw unprinted(`docs of ${kind} given otherwise than as a list`);
  for (const doc of list) {
    w.write(docComment(text(doc, `a doc comment of ${kind}`)));
    w.newLine();
  }
}

/** A doc comment: on one line, or a star before each line of a longer text (a `\r\n` in it is a line break). */
export function docComment(doc: string): string {
  const lines = doc.split(/\r?\n/);
  if (lines.length <= 1) return `/** ${doc}${doc === '' || doc.endsWith(' ') ? '' : ' '}*/`;
  const start = lines[0]!.length === 0 ? 1 : 0;
  return `/**\n${lines
    .slice(start)
    .map((line) => (line.length > 0 ? ` * ${line}\n` : ' *\n'))
    .join('')} */`;
}

/** `: type` after a name, unless the type is blank. */
function typed(separator: string, type: unknown, kind: string): string {
  if (type === undefined) return '';
  const t = text(type, `the type of ${kind}`);
  return blank(t) ? '' : `${separator} ${t}`;
}

function variableStatement(w: CodeWriter, s: VariableStatementStructure): void {
  const kind = 'a VariableStatement';
  only(s, kind, [...TRIVIA, 'isExported', 'declarationKind', 'docs', 'declarations']);
  docs(w, s.docs, kind);
  modifiers(w, s);
  w.write(`${s.declarationKind ?? 'let'} `);
  if (s.declarations.length !== 1) throw unprinted(`${s.declarations.length} declarations in ${kind} (one is)`);
  const d = s.declarations[0]!;
  only(d, 'a VariableDeclaration', ['kind', 'name', 'type', 'initializer']);
  w.write(`${text(d.name, `the name of ${kind}`)}${typed(':', d.type, kind)}`);
  if (d.initializer !== undefined && !blank(text(d.initializer, `the initializer of ${kind}`))) {
    w.spaceIfLastNot();
    w.write(`= ${d.initializer}`);
  }
  w.write(';');
}

function typeAlias(w: CodeWriter, s: TypeAliasDeclarationStructure): void {
  const kind = 'a TypeAlias';
  only(s, kind, [...TRIVIA, 'isExported', 'name', 'docs', 'type']);
  docs(w, s.docs, kind);
  modifiers(w, s);
  w.write(`type ${text(s.name, `the name of ${kind}`)}${typed(' =', s.type, kind)};`);
}

/** An interface's or an object type's members, one a line, each after its doc comments (as text, unindented). */
export function memberText(properties: readonly OptionalKind<PropertySignatureStructure>[]): string {
  const kind = 'a PropertySignature';
  const lines: string[] = [];
  for (const p of properties) {
    only(p, kind, ['kind', 'name', 'type', 'hasQuestionToken', 'docs']);
    for (const doc of p.docs ?? []) lines.push(docComment(text(doc, `a doc comment of ${kind}`)));
    lines.push(`${text(p.name, `the name of ${kind}`)}${p.hasQuestionToken ? '?' : ''}${typed(':', p.type, kind)};`);
  }
  return lines.join('\n');
}

function interfaceDeclaration(w: CodeWriter, s: InterfaceDeclarationStructure): void {
  const kind = 'an Interface';
  only(s, kind, [...TRIVIA, 'isExported', 'name', 'docs', 'properties']);
  docs(w, s.docs, kind);
  modifiers(w, s);
  w.write(`interface ${text(s.name, `the name of ${kind}`)} `);
  w.open();
  w.write(memberText(s.properties ?? []));
  w.close();
}

function functionDeclaration(w: CodeWriter, s: FunctionDeclarationStructure): void {
  const kind = 'a Function';
  only(s, kind, [...TRIVIA, 'isExported', 'name', 'docs', 'parameters', 'returnType', 'statements']);
  docs(w, s.docs, kind);
  modifiers(w, s);
  const parameters = (s.parameters ?? []).map((p) => {
    only(p, 'a Parameter', ['kind', 'name', 'type', 'initializer', 'hasQuestionToken']);
    const initializer = p.initializer === undefined || blank(text(p.initializer, 'the initializer of a Parameter')) ? '' : ` = ${p.initializer}`;
    // An optional parameter without a type is `any`, as ts-morph typed it.
    const type = p.hasQuestionToken && p.type === undefined ? ': any' : typed(':', p.type, 'a Parameter');
    return `${text(p.name, 'the name of a Parameter')}${p.hasQuestionToken ? '?' : ''}${type}${initializer}`;
  });
  const name = text(s.name ?? '', `the name of ${kind}`);
  w.write(`function${blank(name) ? '' : ` ${name}`}(${parameters.join(', ')})${typed(':', s.returnType, kind)} `);
  w.open();
  const body = s.statements;
  if (typeof body === 'string') w.write(body);
  else if (Array.isArray(body)) statementList(w, body as Statement[]);
  else if (body !== undefined) throw unprinted(`the statements of ${kind} given as a writer function`);
  w.close();
}
