// A YAML spec read by js-yaml, about ten times faster than the `yaml` library's node tree. It gives data only:
// whatever js-yaml could read differently from the `yaml` path, or whatever that path refuses with a message
// (syntax, duplicate keys, non-finite numbers, alias bombs), answers undefined, and the `yaml` path reads the text.
import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';

// The `yaml` library's YAML 1.2 core schema, test for test: js-yaml's own differs at the edges (`0b1`, `-0x1`, `-.5`).
const NULL = new Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (s: string | null) => s === null || /^(?:~|[Nn]ull|NULL)?$/.test(s),
  construct: () => null,
});

const BOOL = new Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (s: string | null) => s !== null && /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(s),
  construct: (s: string) => s[0] === 't' || s[0] === 'T',
});

/** The `yaml` library's YAML 1.2 core integers (no sign on hex or octal, no binary), parsed as it parses them. */
const INT = new Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (s: string | null) => s !== null && (/^[-+]?[0-9]+$/.test(s) || /^0o[0-7]+$/.test(s) || /^0x[0-9a-fA-F]+$/.test(s)),
  construct: (s: string) => (s.startsWith('0o') ? parseInt(s.slice(2), 8) : s.startsWith('0x') ? parseInt(s.slice(2), 16) : parseInt(s, 10)),
});

/** The `yaml` library's core floats (`-.5` included, which js-yaml's own reads as a string), parsed as it parses them. */
const FLOAT = new Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (s: string | null) =>
    s !== null &&
    (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s) ||
      /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(s) ||
      /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(s)),
  construct: (s: string) => (/nan$/i.test(s) ? Number.NaN : /inf$/i.test(s) ? (s.startsWith('-') ? -Infinity : Infinity) : parseFloat(s)),
});

/** YAML 1.2's core schema as the `yaml` library resolves it: timestamps stay strings, `<<` is a plain key. */
const CORE = FAILSAFE_SCHEMA.extend({ implicit: [NULL, BOOL, INT, FLOAT] });

/**
 * Text js-yaml could read differently, or accepts where the `yaml` path reports an error: an anchor (and so any
 * alias: an alias without one is a js-yaml error), a tag, a directive, a key that is a collection (`[a]: 1`) or
 * explicit (`? a`), which each library spells differently. Conservative: prose that looks so only costs speed.
 */
const MAY_DIFFER = [
  /(?:^|[\s[{,])[&!]\S/m,
  /^%/m,
  /(?:^[ \t]*(?:-[ \t]+)*|[[{,][ \t]*)[[{][^\n]*[\]}][ \t]*:/m,
  /(?:^[ \t]*(?:-[ \t]+)*|[[{,][ \t]*)\?(?:\s|$)/m,
];

/** Whether a line is long enough to hold an implicit key over 1024 characters (`yaml` refuses such a key). */
function hasLongLine(source: string): boolean {
  for (let start = 0; start < source.length; ) {
    const end = source.indexOf('\n', start);
    if ((end === -1 ? source.length : end) - start >= 1024) return true;
    if (end === -1) return false;
    start = end + 1;
  }
  return false;
}

/** Keys the two libraries spell differently (`~:` is '' to `yaml`, "null" to js-yaml) or that hide a non-finite number. */
const ODD_KEYS = new Set(['null', 'Infinity', '-Infinity', 'NaN']);

/** The data of a YAML document as the `yaml` path would give it, or undefined when that path must read it. */
export function readYamlFast(source: string): unknown {
  if (MAY_DIFFER.some((re) => re.test(source)) || hasLongLine(source)) return undefined;
  let data: unknown;
  let wellIndented = true;
  const opened: number[] = [];
  try {
    data = load(source, {
      schema: CORE,
      listener: (event, state) => {
        if (event === 'open') opened.push(state.position);
        else {
          const start = opened.pop()!;
          if (wellIndented) wellIndented = continuationIndented(source, start, state.position, state.result);
        }
      },
    });
  } catch {
    return undefined;
  }
  return data !== undefined && wellIndented && isPlain(data) ? data : undefined;
}

/**
 * Whether a node read between `start` and `end` that opens with a bracket or a quote is followed and, over several
 * lines, indented as the `yaml` path requires (js-yaml lets `a: "x"#c`, `a: [\nb]` and `a: 'x\ny'` pass; `yaml`
 * reports them). Stricter than `yaml`: every further line deeper than where its first line's content starts, or, for a
 * node that opens its line, no shallower than its bracket or quote.
 */
function continuationIndented(source: string, start: number, end: number, result: unknown): boolean {
  let open = start;
  for (;;) {
    const c = source.charCodeAt(open);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) open++;
    else if (c === 0x23)
      open = source.indexOf('\n', open) === -1 ? end : source.indexOf('\n', open); // # comment
    else break;
  }
  // A quoted scalar, or a flow collection (a block mapping whose first key is quoted is not one).
  const c = source[open];
  const quoted = (c === '"' || c === "'") && typeof result === 'string';
  const flow = (c === '[' || c === '{') && (source[end - 1] === ']' || source[end - 1] === '}');
  if (open >= end || !(quoted || flow)) return true;
  if (source[end] === '#') return false; // `"a"#c`: `yaml` wants a space before a comment
  const firstBreak = source.indexOf('\n', open);
  if (firstBreak === -1 || firstBreak >= end) return true;
  const lineStart = source.lastIndexOf('\n', open) + 1;
  const lead = /^[ ]*(?:-[ ]+)*/.exec(source.slice(lineStart, open))![0].length;
  const min = lineStart + lead === open ? lead : lead + 1;
  for (const line of source.slice(firstBreak + 1, end).split('\n')) {
    const indent = /^[ ]*/.exec(line)![0].length;
    if (indent < line.length && (indent < min || line[indent] === '\t')) return false;
  }
  return true;
}

/** No non-finite number (the `yaml` path refuses it at its place) and no odd key. */
function isPlain(root: unknown): boolean {
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return false;
    } else if (value && typeof value === 'object') {
      if (Array.isArray(value)) {
        for (const item of value) stack.push(item);
      } else {
        for (const key in value) {
          if (ODD_KEYS.has(key)) return false;
          stack.push((value as Record<string, unknown>)[key]);
        }
      }
    }
  }
  return true;
}
