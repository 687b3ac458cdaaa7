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
import { StructureKind } from './structure-kinds.ts';

// The structures the emitters build, printed to text as ts-morph's `printStructure` prints them (two-space indents,
// single quotes), but without loading ts-morph. Only what formatterIndentation keeps has to match: the text of each
// line, where blank lines fall, and the lines of a block comment relative to its first. It recomputes every other
// indentation from the brackets, so this prints no indentation but the two spaces of an object type's members, which
// moves a member's doc comment as a whole. A structure or property this does not know gives `undefined`: the caller
// prints that file with ts-morph.

/** A statement of a file or of a function body: a structure, or code as text. */
type Statement = StatementStructures | string;

/**
 * Text written so far, and what ts-morph's writer asks of it to place line breaks. The parts are joined once at the
 * end, and only their last characters are looked at: reading a string built with `+=` as it grows would copy it
 * whole each time (a file of call examples is hundreds of kilobytes).
 */
class Writer {
  private readonly parts: string[] = [];
  /** The last two characters written. */
  private last = '';
  /** The last character written that is no white space. */
  private lastCode = '';
  /** No line break written since a block (or the file) opened: ts-morph's `isOnFirstLineOfBlock`. */
  private firstLine = true;
  write(text: string): void {
    if (text === '') return;
    this.parts.push(text);
    this.last = text.length >= 2 ? text.slice(-2) : (this.last + text).slice(-2);
    for (let i = text.length - 1; i >= 0; i--) {
      if (!WHITESPACE.has(text[i]!)) {
        this.lastCode = text[i]!;
        break;
      }
    }
    if (text.includes('\n')) this.firstLine = false;
  }
  text(): string {
    return this.parts.join('');
  }
  newLine(): void {
    this.write('\n');
  }
  lastIsNewLine(): boolean {
    return this.last.endsWith('\n');
  }
  newLineIfLastNot(): void {
    if (!this.lastIsNewLine()) this.newLine();
  }
  blankLineIfLastNot(): void {
    if (this.last === '\n\n') return;
    this.newLineIfLastNot();
    this.newLine();
  }
  spaceIfLastNot(): void {
    if (!this.last.endsWith(' ')) this.write(' ');
  }
  atStartOfBlock(): boolean {
    return this.firstLine && (this.parts.length === 0 || this.lastIsNewLine());
  }
  /** Opens a block (`{` and a line break), as ts-morph's `inlineBlock` does; `close` ends it. */
  open(): void {
    this.write('{');
    this.newLineIfLastNot();
    this.firstLine = true;
  }
  close(): void {
    this.firstLine = false;
    this.newLineIfLastNot();
    this.write('}');
  }
  lastCodeIsCloseBrace(): boolean {
    return this.lastCode === '}';
  }
}

/** The characters ts-morph skips looking back for a closing brace. */
const WHITESPACE = new Set([' ', '\f', '\n', '\r', '\t', '\v', '\u00a0', '\u2028', '\u2029']);

/** A name the printer writes as it is: an identifier (import and export names, parameters). */
const NAME = /^[A-Za-z_$][\w$]*$/;

/** Thrown inside the printer for what it does not cover; printStructures turns it into `undefined`. */
class Uncovered extends Error {}

/** The statements of a file as ts-morph prints them, or undefined for a structure or property this does not cover. */
export function printStructures(statements: readonly Statement[]): string | undefined {
  const w = new Writer();
  try {
    statementList(w, statements);
  } catch (e) {
    if (e instanceof Uncovered) return undefined;
    throw e;
  }
  if (!w.atStartOfBlock() && !w.lastIsNewLine()) w.newLine();
  const text = w.text();
  // A carriage return is read as a line break by the writer and the formatter alike: left to them.
  return text.includes('\r') ? undefined : text;
}

/** A statement list: a blank line after a closing brace, else a line break between statements. */
function statementList(w: Writer, statements: readonly Statement[]): void {
  for (const s of statements) {
    if (w.lastCodeIsCloseBrace()) w.blankLineIfLastNot();
    else if (!w.atStartOfBlock()) w.newLineIfLastNot();
    statement(w, s);
  }
}

function statement(w: Writer, s: Statement): void {
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
      throw new Uncovered();
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

/** Fails on any property other than `known` that is set. */
function only(structure: object, known: readonly string[]): void {
  for (const [key, value] of Object.entries(structure)) if (value !== undefined && !known.includes(key)) throw new Uncovered();
}

const TRIVIA = ['kind', 'leadingTrivia', 'trailingTrivia'];

function trivia(w: Writer, value: unknown): void {
  if (value === undefined) return;
  const parts = Array.isArray(value) ? value : [value];
  parts.forEach((part, i) => {
    w.write(text(part));
    if (i !== parts.length - 1) w.newLineIfLastNot();
  });
}

/** A value that must be text (not a writer function). */
function text(value: unknown): string {
  if (typeof value !== 'string') throw new Uncovered();
  return value;
}

/** Whether ts-morph leaves the text out (nothing but white space). */
function blank(value: string): boolean {
  for (const c of value) if (!WHITESPACE.has(c)) return false;
  return true;
}

/** `export ` for an exported declaration (a default export or `declare` is left to ts-morph). */
function modifiers(w: Writer, structure: { isExported?: boolean }): void {
  if (structure.isExported) w.write('export ');
}

function quoted(specifier: unknown): string {
  const value = text(specifier);
  // The writer escapes quotes and line breaks; a specifier with either is left to it.
  if (/['\\\n\r]/.test(value)) throw new Uncovered();
  return `'${value}'`;
}

function specifiers(list: unknown): string {
  if (!Array.isArray(list)) throw new Uncovered();
  const names = list.map((s) => {
    if (typeof s === 'string' && NAME.test(s)) return s;
    if (typeof s !== 'object' || s === null) throw new Uncovered();
    only(s, ['kind', 'name', 'alias']);
    const { name, alias } = s as { name?: unknown; alias?: unknown };
    if (typeof name !== 'string' || !NAME.test(name)) throw new Uncovered();
    if (alias === undefined || (typeof alias === 'string' && blank(alias))) return name;
    if (typeof alias !== 'string' || !NAME.test(alias)) throw new Uncovered();
    return `${name} as ${alias}`;
  });
  return `{ ${names.join(', ')} }`;
}

function importDeclaration(w: Writer, s: ImportDeclarationStructure): void {
  only(s, [...TRIVIA, 'moduleSpecifier', 'namedImports', 'isTypeOnly']);
  const named = s.namedImports !== undefined && (!Array.isArray(s.namedImports) || s.namedImports.length > 0);
  w.write(`import${s.isTypeOnly ? ' type' : ''}${named ? ` ${specifiers(s.namedImports)} from` : ''} ${quoted(s.moduleSpecifier)};`);
}

function exportDeclaration(w: Writer, s: ExportDeclarationStructure): void {
  only(s, [...TRIVIA, 'moduleSpecifier', 'namespaceExport', 'isTypeOnly']);
  const hasSpecifier = s.moduleSpecifier !== undefined && s.moduleSpecifier.length > 0;
  let line = `export${s.isTypeOnly ? ' type' : ''}`;
  if (s.namespaceExport !== undefined) line += blank(text(s.namespaceExport)) ? ' *' : ` * as ${s.namespaceExport}`;
  else line += hasSpecifier ? ' *' : ' { }';
  if (hasSpecifier) line += ` from ${quoted(s.moduleSpecifier)}`;
  w.write(`${line};`);
}

/** Each doc comment on its own line. */
function docs(w: Writer, list: unknown): void {
  if (list === undefined) return;
  if (!Array.isArray(list)) throw new Uncovered();
  for (const doc of list) {
    w.write(docComment(text(doc)));
    w.newLine();
  }
}

/** A doc comment as ts-morph writes one: on one line, or a star before each line of a longer text. */
export function docComment(doc: string): string {
  const lines = doc.split('\n');
  if (lines.length <= 1) return `/** ${doc}${doc === '' || doc.endsWith(' ') ? '' : ' '}*/`;
  const start = lines[0]!.length === 0 ? 1 : 0;
  return `/**\n${lines
    .slice(start)
    .map((line) => (line.length > 0 ? ` * ${line}\n` : ' *\n'))
    .join('')} */`;
}

/** `: type` after a name, unless the type is blank (as ts-morph leaves it out). */
function typed(separator: string, type: unknown): string {
  if (type === undefined) return '';
  const t = text(type);
  return blank(t) ? '' : `${separator} ${t}`;
}

function variableStatement(w: Writer, s: VariableStatementStructure): void {
  only(s, [...TRIVIA, 'isExported', 'declarationKind', 'docs', 'declarations']);
  docs(w, s.docs);
  modifiers(w, s);
  w.write(`${s.declarationKind ?? 'let'} `);
  // Several declarations get commas placed around their comments: left to ts-morph.
  if (s.declarations.length !== 1) throw new Uncovered();
  const d = s.declarations[0]!;
  only(d, ['kind', 'name', 'type', 'initializer']);
  w.write(`${text(d.name)}${typed(':', d.type)}`);
  if (d.initializer !== undefined && !blank(text(d.initializer))) {
    w.spaceIfLastNot();
    w.write(`= ${d.initializer}`);
  }
  w.write(';');
}

function typeAlias(w: Writer, s: TypeAliasDeclarationStructure): void {
  only(s, [...TRIVIA, 'isExported', 'name', 'docs', 'type']);
  docs(w, s.docs);
  modifiers(w, s);
  w.write(`type ${text(s.name)}${typed(' =', s.type)};`);
}

/** An interface's or an object type's members, one a line, each after its doc comments. */
export function memberText(properties: readonly OptionalKind<PropertySignatureStructure>[]): string {
  const w = new Writer();
  properties.forEach((p, i) => {
    if (i > 0) w.newLine();
    only(p, ['kind', 'name', 'type', 'hasQuestionToken', 'docs']);
    docs(w, p.docs);
    w.write(`${text(p.name)}${p.hasQuestionToken ? '?' : ''}${typed(':', p.type)};`);
  });
  return w.text();
}

function interfaceDeclaration(w: Writer, s: InterfaceDeclarationStructure): void {
  only(s, [...TRIVIA, 'isExported', 'name', 'docs', 'properties']);
  docs(w, s.docs);
  modifiers(w, s);
  w.write(`interface ${text(s.name)} `);
  w.open();
  w.write(memberText(s.properties ?? []));
  w.close();
}

function functionDeclaration(w: Writer, s: FunctionDeclarationStructure): void {
  only(s, [...TRIVIA, 'isExported', 'name', 'docs', 'parameters', 'returnType', 'statements']);
  docs(w, s.docs);
  modifiers(w, s);
  const parameters = (s.parameters ?? []).map((p) => {
    only(p, ['kind', 'name', 'type', 'initializer', 'hasQuestionToken']);
    const initializer = p.initializer === undefined || blank(text(p.initializer)) ? '' : ` = ${p.initializer}`;
    // ts-morph types an optional parameter without a type `any`.
    const type = p.hasQuestionToken && p.type === undefined ? ': any' : typed(':', p.type);
    const param = `${text(p.name)}${p.hasQuestionToken ? '?' : ''}${type}${initializer}`;
    // Commas go before a trailing comment; a line break or a comment in a parameter is left to ts-morph.
    if (!NAME.test(p.name) || /[\n/]/.test(param)) throw new Uncovered();
    return param;
  });
  const name = text(s.name ?? '');
  w.write(`function${blank(name) ? '' : ` ${name}`}(${parameters.join(', ')})${typed(':', s.returnType)} `);
  w.open();
  const body = s.statements;
  if (typeof body === 'string') w.write(body);
  else if (Array.isArray(body)) statementList(w, body as Statement[]);
  else if (body !== undefined) throw new Uncovered();
  w.close();
}
