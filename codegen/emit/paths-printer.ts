import { createRequire } from 'node:module';
import type { Node, NodeArray, SynthesizedComment, TypeNode } from 'typescript';
import { doubleQuoted } from './string-literal.ts';

// Required, not imported, as in paths-file.ts: the same TypeScript instance openapi-typescript builds its nodes with.
const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
const K = ts.SyntaxKind;

/** Counts of a print: statements printed, and those that went to TypeScript's printer. */
export interface PrintStats {
  statements: number;
  fallbacks: number;
}

/** Thrown inside a statement this printer does not cover; the statement then goes to TypeScript's printer. */
const UNCOVERED = Symbol('uncovered');

const INDENT: string[] = [''];
const indentOf = (level: number): string => {
  while (INDENT.length <= level) INDENT.push(`${INDENT.at(-1)}    `);
  return INDENT[level]!;
};

/** Line breaks as TypeScript's `computeLineStarts` knows them. */
const isLineBreak = (ch: number) => ch === 10 || ch === 13 || ch === 0x2028 || ch === 0x2029;
/** TypeScript's `isWhiteSpaceSingleLine`. */
const isSingleLineSpace = (ch: number) =>
  ch === 32 ||
  ch === 9 ||
  ch === 11 ||
  ch === 12 ||
  ch === 0xa0 ||
  ch === 0x85 ||
  ch === 0x1680 ||
  (ch >= 0x2000 && ch <= 0x200b) ||
  ch === 0x202f ||
  ch === 0x205f ||
  ch === 0x3000 ||
  ch === 0xfeff;

/** Where each line of a comment starts, as `computeLineStarts` splits it (CR, LF, CRLF, LS, PS). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let pos = 0; pos < text.length; ) {
    const ch = text.charCodeAt(pos++);
    if (ch === 13 && text.charCodeAt(pos) === 10) pos++;
    if (isLineBreak(ch)) starts.push(pos);
  }
  return starts;
}

/** Columns of a line's leading blanks, a tab to the next stop of four (`calculateIndent`). */
function blankColumns(text: string, pos: number, end: number): number {
  let columns = 0;
  for (; pos < end && isSingleLineSpace(text.charCodeAt(pos)); pos++) columns += text.charCodeAt(pos) === 9 ? 4 - (columns % 4) : 1;
  return columns;
}

/**
 * TypeScript's text writer as its printer drives it: indentation of four spaces written before the first text of a
 * line, and a line break only where the line has text (`writeLine`).
 */
class Writer {
  out = '';
  indent = 0;
  lineStart = true;

  /** Text that may end with a line break (names, literals, comments). */
  write(s: string): void {
    if (!s) return;
    if (this.lineStart) this.out += indentOf(this.indent);
    this.out += s;
    this.lineStart = isLineBreak(s.charCodeAt(s.length - 1));
  }

  /** Punctuation and keywords: never empty, never ending with a line break. */
  token(s: string): void {
    if (this.lineStart) {
      this.out += indentOf(this.indent);
      this.lineStart = false;
    }
    this.out += s;
  }

  raw(s: string): void {
    this.out += s;
    this.lineStart = s.length > 0 && isLineBreak(s.charCodeAt(s.length - 1));
  }

  line(): void {
    if (!this.lineStart) {
      this.out += '\n';
      this.lineStart = true;
    }
  }
}

/** A synthesized comment as `emitLeadingSynthesizedComment` and `writeCommentRange` print it. */
function printComment(w: Writer, comment: SynthesizedComment): void {
  const single = comment.kind === K.SingleLineCommentTrivia;
  if (comment.hasLeadingNewline || single) w.line();
  if (single) w.write(`//${comment.text}`);
  else if (comment.kind === K.MultiLineCommentTrivia) {
    const text = `/*${comment.text}*/`;
    const starts = lineStarts(text);
    for (let i = 0; i < starts.length; i++) {
      const pos = starts[i]!;
      const next = i + 1 === starts.length ? text.length + 1 : starts[i + 1]!;
      if (i > 0) {
        // The first line starts at column 0 of the comment text, so a later line keeps its own blanks past the indent.
        const spaces = w.indent * 4 + blankColumns(text, pos, next);
        w.raw(spaces > 0 ? indentOf(Math.floor(spaces / 4)) + ' '.repeat(spaces % 4) : '');
      }
      const end = Math.min(text.length, next - 1);
      const trimmed = text.substring(pos, end).trim();
      if (trimmed) {
        w.write(trimmed);
        if (end !== text.length) w.line();
      } else w.raw('\n');
    }
  } else throw UNCOVERED;
  if (comment.hasTrailingNewLine || single) w.line();
  else w.write(' ');
}

/**
 * The checks before any node: one TypeScript printed from text of its own (a parsed node) or with emit settings
 * other than leading comments goes to TypeScript's printer; leading comments are printed here.
 */
function enter(w: Writer, node: Node): void {
  if (node.pos !== -1) throw UNCOVERED;
  const emitNode = (node as { emitNode?: Record<string, unknown> }).emitNode;
  if (emitNode === undefined) return;
  for (const key in emitNode) if (key !== 'leadingComments' && emitNode[key] !== undefined) throw UNCOVERED;
  const comments = emitNode.leadingComments as SynthesizedComment[] | undefined;
  if (comments) for (const comment of comments) printComment(w, comment);
}

/** Whether a node has anything `enter` prints before it (then parentheses TypeScript adds would go after it). */
const hasEmitNode = (node: Node) => (node as { emitNode?: unknown }).emitNode !== undefined;

/** Parentheses TypeScript's printer adds around a type in these places (its parenthesizer rules, for the kinds here). */
// `postfix`: an array's element type, an indexed access's object type.
type Place = 'any' | 'postfix' | 'union' | 'intersection' | 'operator' | 'readonly';

function needsParens(kind: number, place: Place): boolean {
  switch (place) {
    case 'any':
      return false;
    case 'readonly':
    case 'postfix':
      return kind === K.TypeOperator || kind === K.UnionType || kind === K.IntersectionType;
    default:
      return kind === K.UnionType || kind === K.IntersectionType;
  }
}

/** Kinds the parenthesizer rules of these places wrap that this printer does not print (functions, conditionals, ...). */
const UNRULED = new Set<number>([K.FunctionType, K.ConstructorType, K.ConditionalType, K.InferType, K.TypeQuery]);

function printType(w: Writer, node: TypeNode, place: Place = 'any'): void {
  if (place !== 'any' && UNRULED.has(node.kind)) throw UNCOVERED;
  if (needsParens(node.kind, place)) {
    if (hasEmitNode(node)) throw UNCOVERED;
    w.token('(');
    printNode(w, node);
    w.token(')');
  } else printNode(w, node);
}

function printModifiers(w: Writer, modifiers: NodeArray<Node> | undefined): void {
  if (!modifiers) return;
  for (const modifier of modifiers) {
    if (!ts.isModifier(modifier)) throw UNCOVERED;
    printNode(w, modifier);
    w.token(' ');
  }
}

/** An interface's or a type literal's members, one a line, indented. */
function printMembers(w: Writer, members: NodeArray<Node>, optionalIfEmpty: boolean): void {
  if (members.length === 0) {
    if (!optionalIfEmpty) w.line();
    return;
  }
  w.line();
  w.indent++;
  for (let i = 0; i < members.length; i++) {
    if (i > 0) w.line();
    printNode(w, members[i]!);
  }
  w.indent--;
  w.line();
}

function printTypeArguments(w: Writer, args: NodeArray<TypeNode> | undefined): void {
  if (!args || args.length === 0) return;
  w.token('<');
  for (let i = 0; i < args.length; i++) {
    if (i > 0) w.token(', ');
    printNode(w, args[i]!);
  }
  w.token('>');
}

function printPropertyName(w: Writer, name: Node): void {
  if (name.kind === K.Identifier || name.kind === K.StringLiteral || name.kind === K.NumericLiteral) printNode(w, name);
  else throw UNCOVERED;
}

function printNode(w: Writer, node: Node): void {
  enter(w, node);
  const n = node as never as Record<string, never>;
  switch (node.kind) {
    case K.InterfaceDeclaration: {
      const d = node as import('typescript').InterfaceDeclaration;
      if (d.typeParameters || d.heritageClauses) throw UNCOVERED;
      printModifiers(w, d.modifiers);
      w.token('interface ');
      printNode(w, d.name);
      w.token(' {');
      printMembers(w, d.members, false);
      w.token('}');
      return;
    }
    case K.TypeAliasDeclaration: {
      const d = node as import('typescript').TypeAliasDeclaration;
      if (d.typeParameters) throw UNCOVERED;
      printModifiers(w, d.modifiers);
      w.token('type ');
      printNode(w, d.name);
      w.token(' = ');
      printNode(w, d.type);
      w.token(';');
      return;
    }
    case K.PropertySignature: {
      const d = node as import('typescript').PropertySignature;
      printModifiers(w, d.modifiers);
      printPropertyName(w, d.name);
      if (d.questionToken) printNode(w, d.questionToken);
      if (d.type) {
        w.token(': ');
        printNode(w, d.type);
      }
      w.token(';');
      return;
    }
    case K.IndexSignature: {
      const d = node as import('typescript').IndexSignatureDeclaration;
      printModifiers(w, d.modifiers);
      w.token('[');
      // The parameters' list is indented (IndexSignatureParameters): it shows only if one spans lines.
      w.indent++;
      for (let i = 0; i < d.parameters.length; i++) {
        if (i > 0) w.token(', ');
        printNode(w, d.parameters[i]!);
      }
      w.indent--;
      w.token(']');
      if (d.type) {
        w.token(': ');
        printNode(w, d.type);
      }
      w.token(';');
      return;
    }
    case K.Parameter: {
      const d = node as import('typescript').ParameterDeclaration;
      if (d.initializer || d.name.kind !== K.Identifier) throw UNCOVERED;
      printModifiers(w, d.modifiers);
      if (d.dotDotDotToken) printNode(w, d.dotDotDotToken);
      printNode(w, d.name);
      if (d.questionToken) printNode(w, d.questionToken);
      if (d.type) {
        w.token(': ');
        printNode(w, d.type);
      }
      return;
    }
    case K.TypeLiteral:
      w.token('{');
      printMembers(w, (node as import('typescript').TypeLiteralNode).members, true);
      w.token('}');
      return;
    case K.TypeReference: {
      const d = node as import('typescript').TypeReferenceNode;
      if (d.typeName.kind !== K.Identifier) throw UNCOVERED;
      printNode(w, d.typeName);
      printTypeArguments(w, d.typeArguments);
      return;
    }
    case K.ArrayType:
      printType(w, (node as import('typescript').ArrayTypeNode).elementType, 'postfix');
      w.token('[]');
      return;
    case K.IndexedAccessType: {
      const d = node as import('typescript').IndexedAccessTypeNode;
      printType(w, d.objectType, 'postfix');
      w.token('[');
      printNode(w, d.indexType);
      w.token(']');
      return;
    }
    case K.TupleType: {
      const elements = (node as import('typescript').TupleTypeNode).elements;
      w.token('[');
      w.line();
      if (elements.length > 0) {
        w.indent++;
        for (let i = 0; i < elements.length; i++) {
          if (i > 0) {
            w.token(',');
            w.line();
          }
          const element = elements[i]!;
          // The tuple's parenthesizer wraps only a type ending in a JSDoc `?`, which these kinds never do.
          if (element.kind === K.OptionalType || element.kind === K.NamedTupleMember) throw UNCOVERED;
          printNode(w, element);
        }
        w.indent--;
        w.line();
      }
      w.token(']');
      return;
    }
    case K.RestType:
      w.token('...');
      printNode(w, (node as import('typescript').RestTypeNode).type);
      return;
    case K.UnionType:
    case K.IntersectionType: {
      const types = (node as import('typescript').UnionTypeNode).types;
      const union = node.kind === K.UnionType;
      for (let i = 0; i < types.length; i++) {
        if (i > 0) w.token(union ? ' | ' : ' & ');
        printType(w, types[i]!, union ? 'union' : 'intersection');
      }
      return;
    }
    case K.ParenthesizedType:
      w.token('(');
      printNode(w, (node as import('typescript').ParenthesizedTypeNode).type);
      w.token(')');
      return;
    case K.TypeOperator: {
      const d = node as import('typescript').TypeOperatorNode;
      w.token(ts.tokenToString(d.operator)!);
      w.token(' ');
      printType(w, d.type, d.operator === K.ReadonlyKeyword ? 'readonly' : 'operator');
      return;
    }
    case K.LiteralType:
      printNode(w, (node as import('typescript').LiteralTypeNode).literal);
      return;
    case K.PrefixUnaryExpression: {
      const d = node as import('typescript').PrefixUnaryExpression;
      if ((d.operator !== K.MinusToken && d.operator !== K.PlusToken) || d.operand.kind !== K.NumericLiteral) throw UNCOVERED;
      w.token(d.operator === K.MinusToken ? '-' : '+');
      printNode(w, d.operand);
      return;
    }
    case K.Identifier:
      // Type arguments of an identifier live in its emitNode, which `enter` refuses.
      w.write((node as import('typescript').Identifier).text);
      return;
    case K.StringLiteral: {
      const d = node as import('typescript').StringLiteral & { singleQuote?: boolean; textSourceNode?: Node };
      if (d.singleQuote || d.textSourceNode) throw UNCOVERED;
      w.write(doubleQuoted(d.text));
      return;
    }
    case K.NumericLiteral:
      w.write(n.text);
      return;
    default:
      if ((node.kind >= K.FirstKeyword && node.kind <= K.LastKeyword) || node.kind === K.QuestionToken || node.kind === K.DotDotDotToken) {
        w.token(ts.tokenToString(node.kind)!);
        return;
      }
      throw UNCOVERED;
  }
}

let fallbackPrinter: { printer: import('typescript').Printer; file: import('typescript').SourceFile } | undefined;

/** A statement through TypeScript's printer, as openapi-typescript's `astToString` prints it inside its file. */
function printWithTypeScript(statement: Node): string {
  fallbackPrinter ??= {
    printer: ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: false }),
    file: ts.createSourceFile('openapi-ts.ts', '', ts.ScriptTarget.ESNext, false, ts.ScriptKind.TS),
  };
  return fallbackPrinter.printer.printNode(ts.EmitHint.Unspecified, statement, fallbackPrinter.file);
}

/**
 * The text openapi-typescript's `astToString` gives for these statements (TypeScript's printer over a source file of
 * them, line feeds, comments kept), written directly for the nodes its transform makes: interfaces, type aliases,
 * type literals, members, and the types in them. A statement with anything else in it (a parsed helper such as
 * `WithRequired`, an enum, emit flags) is printed by TypeScript's printer, so the text never depends on what is
 * covered here.
 */
export function printStatements(statements: readonly Node[], stats?: PrintStats): string {
  let out = '';
  for (const statement of statements) {
    let text: string;
    try {
      const w = new Writer();
      printNode(w, statement);
      text = w.out;
    } catch (error) {
      if (error !== UNCOVERED) throw error;
      text = printWithTypeScript(statement);
      if (stats) stats.fallbacks++;
    }
    if (stats) stats.statements++;
    // The file's statements are a multi-line list: a line break after each, unless its text already ends one.
    out += text.length === 0 || isLineBreak(text.charCodeAt(text.length - 1)) ? text : `${text}\n`;
  }
  return out;
}
