import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Node } from 'yaml';
import type { Problem } from '../problem.ts';
import { readYamlFast } from './fast-yaml.ts';
import { escapePointer, pointerKeys } from '../json-pointer.ts';
import { collectRefs, refFromSelf, selfOf } from '../refs.ts';
import { pointerTooDeep } from '../nesting.ts';
import { locateJsonPointer, locateJsonPointers } from './json-position.ts';

/** A YAML document as plain data plus the source position of every value, keyed by JSON pointer. */
export interface LoadedDocument {
  file: string;
  data: unknown;
  /** JSON pointer → [line, col] (1-based) of the key that introduces the value, or of the value in a sequence. */
  positions: ReadonlyMap<string, [number, number]>;
  /** What passed but is worth saying (an `x-` key the generator does not read), as `warning: …` problems. */
  warnings?: Problem[];
  /** Where a pointer is when the document was bundled from several files and that part came from another. */
  locate?: (pointer: string) => { file: string; line: number; col: number } | undefined;
  /** Read in plain mode (the dialect inferred): calendar dates become Dates too, as peers do; the platform's SDK keeps them strings. */
  plain?: boolean;
  /** Finds the positions of many pointers at once, where that is one pass rather than one each (a JSON text). */
  locateAll?: (pointers: readonly string[]) => void;
}

/**
 * A spec as text: JSON through `JSON.parse` (a 13 MB description in a fraction of YAML's time), its positions
 * worked out only when a problem needs one; anything else as YAML with positions.
 */
export function loadDocument(file: string, source: string): { doc?: LoadedDocument; problems: Problem[] } {
  const read = readDocument(file, source);
  const deep = read.doc && pointerTooDeep(read.doc.data, MAX_DEPTH);
  if (read.doc && deep === undefined) rebaseOnSelf(read.doc);
  if (!read.doc || deep === undefined) return read;
  let place: [number, number] = [1, 1];
  try {
    place = positionOf(read.doc, deep);
  } catch {
    // The position reader recurses too: the file still says where.
  }
  return { problems: [{ file, line: place[0], col: place[1], message: `nested more than ${MAX_DEPTH} levels deep; no OpenAPI document needs this` }] };
}

/**
 * OpenAPI 3.2: a document's relative `$ref`s resolve against its `$self`. Each is rewritten once, as the file is
 * read, to the reference the loader follows (`refFromSelf`: local, or relative to this file), so every reader after
 * this one (the bundler, the cycle finder, the checks) sees no other form. Positions are keyed by pointer: unchanged.
 */
function rebaseOnSelf(doc: LoadedDocument): void {
  const self = selfOf(doc.data);
  if (self === undefined) return;
  const url = pathToFileURL(path.resolve(doc.file)).href;
  for (const { ref, pointer } of collectRefs(doc.data)) {
    const rebased = refFromSelf(ref, self, url);
    if (rebased === ref) continue;
    const keys = pointerKeys(pointer);
    let holder = doc.data as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
    holder.$ref = rebased;
  }
}

/** How deep a document may nest: every walk over it (ours, ajv's, the libraries') recurses. */
const MAX_DEPTH = 512;

/** Where YAML text nests deeper than MAX_DEPTH, counting brackets and indentation (quotes aside); a close guess. */
function tooDeepAt(source: string): [number, number] | undefined {
  let line = 1;
  let lineStart = 0;
  let flow = 0;
  let quote = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\n') {
      line++;
      lineStart = i + 1;
      const indent = /^ */.exec(source.slice(lineStart, lineStart + MAX_DEPTH + 1))![0].length;
      if (indent > MAX_DEPTH) return [line, MAX_DEPTH + 1];
    } else if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') {
      if (++flow > MAX_DEPTH) return [line, i - lineStart + 1];
    } else if (c === ']' || c === '}') flow--;
  }
  return undefined;
}

function readDocument(file: string, source: string): { doc?: LoadedDocument; problems: Problem[] } {
  if (!/^\s*[{[]/.test(source)) return loadYaml(file, source);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    // Not valid JSON: the YAML parser says where (JSON is YAML), or reads a YAML flow mapping.
    return loadYaml(file, source);
  }
  // Each position is found when asked (a problem or a warning), by a scan that skips what is off its path; many at
  // once (`positionsOf`) in one scan.
  const known = new Map<string, [number, number] | undefined>();
  const find = (pointer: string) => (known.has(pointer) ? known.get(pointer) : locateJsonPointer(source, pointer));
  const locateAll = (pointers: readonly string[]) => {
    const found = locateJsonPointers(source, pointers);
    for (const pointer of pointers) known.set(pointer, found.get(pointer));
  };
  return { doc: { file, data, positions: positionsOnDemand(find), locateAll }, problems: [] };
}

/**
 * Parses YAML; syntax errors become problems instead of exceptions. A document js-yaml reads as the `yaml` library
 * would is read by it, and its positions (a node tree of the whole text) are worked out when the first is asked
 * for; any other goes through `yaml`, which says what is wrong and where.
 */
export function loadYaml(file: string, source: string): { doc?: LoadedDocument; problems: Problem[] } {
  const data = readYamlFast(source);
  if (data === undefined) return loadYamlWithPositions(file, source);
  let all: ReadonlyMap<string, [number, number]> | undefined;
  const find = (pointer: string) => (all ??= loadYamlWithPositions(file, source).doc?.positions ?? new Map()).get(pointer);
  return { doc: { file, data, positions: positionsOnDemand(find) }, problems: [] };
}

/** A positions map whose entries are found when asked, each once. */
function positionsOnDemand(find: (pointer: string) => [number, number] | undefined): ReadonlyMap<string, [number, number]> {
  const found = new Map<string, [number, number] | undefined>();
  const get = (pointer: string) => {
    if (!found.has(pointer)) found.set(pointer, find(pointer));
    return found.get(pointer);
  };
  return { get, has: (k: string) => get(k) !== undefined } as ReadonlyMap<string, [number, number]>;
}

// Required when first needed: most runs read every spec through js-yaml and never load it.
const require = createRequire(import.meta.url);
let yamlLibrary: typeof import('yaml') | undefined;

/** Parses YAML with the `yaml` library, keeping every value's position; syntax errors become problems. */
export function loadYamlWithPositions(file: string, source: string): { doc?: LoadedDocument; problems: Problem[] } {
  yamlLibrary ??= require('yaml') as typeof import('yaml');
  const { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } = yamlLibrary;
  const lineCounter = new LineCounter();
  const parsed = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = parsed.errors.map((e) => {
    const { line, col } = lineCounter.linePos(e.pos[0]);
    return { file, line, col, message: `YAML: ${e.message.split('\n')[0]}` };
  });
  // The parser ran out of stack (where depends on the stack): the place is where the nesting passes the limit.
  if (parsed.errors.some((e) => e.message.includes('Maximum call stack size exceeded'))) {
    const [line, col] = tooDeepAt(source) ?? [1, 1];
    return { problems: [{ file, line, col, message: `nested more than ${MAX_DEPTH} levels deep; no OpenAPI document needs this` }] };
  }
  if (problems.length > 0) return { problems };

  const positions = new Map<string, [number, number]>();
  const at = (offset: number): [number, number] => {
    const { line, col } = lineCounter.linePos(offset);
    return [line, col];
  };
  const walk = (node: Node | null | undefined, pointer: string): void => {
    if (!node) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const child = `${pointer}/${escapePointer(key)}`;
        if (pair.key.range) positions.set(child, at(pair.key.range[0]));
        walk(pair.value as Node | null, child);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        const child = `${pointer}/${i}`;
        const range = (item as Node | null)?.range;
        if (range) positions.set(child, at(range[0]));
        walk(item as Node | null, child);
      });
    }
  };
  if (parsed.contents?.range) positions.set('', at(parsed.contents.range[0]));
  walk(parsed.contents as Node | null, '');

  // Numbers no schema can mean (`.inf`, `.nan`, `1e400`): JSON has no such value and ajv would compare with Infinity.
  // Tags other than JSON's own (`!!js/function`, `!foo`, `!!binary`, `!!set`) cannot mean anything in OpenAPI.
  const tagged = (node: Node): void => {
    if (!node.tag || JSON_TAGS.has(node.tag) || !node.range) return;
    // The node's range starts at its value; the tag is written just before it.
    let start = source.lastIndexOf('!', node.range[0]);
    while (start > 0 && !/[\s[{,]/.test(source[start - 1]!)) start--;
    const [line, col] = at(start === -1 ? node.range[0] : start);
    const shown = node.tag.startsWith(YAML_TAG_PREFIX) ? `!!${node.tag.slice(YAML_TAG_PREFIX.length)}` : node.tag;
    problems.push({ file, line, col, message: `YAML: tag '${shown}' is not allowed; a spec holds plain JSON values (remove the tag)` });
  };
  visit(parsed, {
    Scalar(_, node) {
      tagged(node);
      if (typeof node.value === 'number' && !Number.isFinite(node.value) && node.range) {
        const [line, col] = at(node.range[0]);
        problems.push({ file, line, col, message: `number '${node.source ?? String(node.value)}' is not finite; use a number JSON can hold` });
      }
    },
    Map: (_, node) => tagged(node),
    Seq: (_, node) => tagged(node),
  });
  if (problems.length > 0) return { problems };
  let data: unknown;
  try {
    // An alias bomb (a few lines expanding to millions of nodes) stops here instead of exhausting memory.
    data = parsed.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    let first: [number, number] = [1, 1];
    visit(parsed, {
      Alias(_, node) {
        if (node.range) first = at(node.range[0]);
        return visit.BREAK;
      },
    });
    return {
      problems: [
        {
          file,
          line: first[0],
          col: first[1],
          message: `YAML: ${(error as Error).message} (aliases may expand to at most ${MAX_ALIAS_COUNT} times their anchors)`,
        },
      ],
    };
  }
  return { doc: { file, data, positions }, problems };
}

const YAML_TAG_PREFIX = 'tag:yaml.org,2002:';
/** The tags of YAML's core schema whose values JSON holds too. */
const JSON_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `${YAML_TAG_PREFIX}${t}`));

/** The yaml library's limit on alias expansion, per alias, relative to its anchor's size. */
const MAX_ALIAS_COUNT = 100;

/**
 * A spec file's bytes as text. Only UTF-8 is read: invalid bytes are a problem at their line and column (in bytes),
 * instead of the replacement characters a lenient decoder would slip into names and examples.
 */
export function decodeSpec(file: string, bytes: Uint8Array): { text?: string; problems: Problem[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { problems: [notUtf8(file, bytes)] };
  }
  // YAML and JSON both forbid control characters in the text (a NUL byte is a truncated or binary file).
  const control = CONTROL.exec(text);
  if (control) {
    const lineStart = text.lastIndexOf('\n', control.index - 1) + 1;
    const line = text.slice(0, lineStart).split('\n').length;
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return {
      problems: [{ file, line, col: control.index - lineStart + 1, message: `control character ${code} is not allowed in a spec (YAML and JSON forbid it)` }],
    };
  }
  // An emptied file would otherwise remove its service's output.
  if (EMPTY.test(text)) return { problems: [{ file, line: 1, col: 1, message: EMPTY_MESSAGE }] };
  return { text, problems: [] };
}

/** C0 controls other than tab, line feed and carriage return, and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Nothing but white space and YAML comments. */
const EMPTY = /^\ufeff?(?:[ \t\r\n]|#[^\n]*)*$/;

export const EMPTY_MESSAGE = 'the file holds no document (it is empty); restore it, or delete it to remove its service';

/** Whether a spec file's text is empty: white space and comments only. */
export function isEmptySpec(text: string): boolean {
  return EMPTY.test(text);
}

/**
 * The first byte at which decoding fails, as line and column in bytes (streaming, so a character cut by the prefix
 * is not mistaken for a bad one).
 */
function notUtf8(file: string, bytes: Uint8Array): Problem {
  const stream = new TextDecoder('utf-8', { fatal: true });
  for (let bad = 0; bad < bytes.length; bad++) {
    try {
      stream.decode(bytes.subarray(bad, bad + 1), { stream: true });
    } catch {
      const lineStart = bad === 0 ? 0 : bytes.lastIndexOf(0x0a, bad - 1) + 1;
      let line = 1;
      for (let i = 0; i < lineStart; i++) if (bytes[i] === 0x0a) line++;
      return {
        file,
        line,
        col: bad - lineStart + 1,
        message: `not UTF-8: invalid byte 0x${bytes[bad]!.toString(16).padStart(2, '0')}; save the spec as UTF-8`,
      };
    }
  }
  let lines = 1;
  for (const b of bytes) if (b === 0x0a) lines++;
  return { file, line: lines, col: 1, message: 'not UTF-8: the file ends inside a character; save the spec as UTF-8' };
}

/** `positionOf` each pointer, found together (one pass over a JSON text for all of them and their ancestors). */
export function positionsOf(doc: LoadedDocument, pointers: readonly string[]): [number, number][] {
  if (doc.locateAll) {
    const all = new Set<string>();
    for (const pointer of pointers)
      for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
        all.add(p);
        if (p === '') break;
      }
    doc.locateAll([...all]);
  }
  return pointers.map((pointer) => positionOf(doc, pointer));
}

/** The position of a pointer, or of its nearest ancestor that has one. */
export function positionOf(doc: LoadedDocument, pointer: string): [number, number] {
  let p = pointer;
  for (;;) {
    const pos = doc.positions.get(p);
    if (pos) return pos;
    if (p === '') return [1, 1];
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

export function problemAt(doc: LoadedDocument, pointer: string, message: string): Problem {
  const elsewhere = doc.locate?.(pointer);
  if (elsewhere) return { ...elsewhere, message };
  const [line, col] = positionOf(doc, pointer);
  return { file: doc.file, line, col, message };
}
