import type { ConverterName, Plan, PlanLeaf } from '@siteapi/runtime/generated';
import { IDENTIFIER } from '../parse/identifiers.ts';
import { converterExport } from './converter-names.ts';
import { quote } from './type-text.ts';

/**
 * Response plans compiled at generate time into straight-line decoders: each field of a plan read by name
 * (`v.firstPublishedDate`), so the engine sees one object shape per line instead of a walk over the plan as data.
 * They do exactly what the runtime's `decodeResponse` does with the same plan, and need no `eval` at run time.
 */

/** The parameters of every decoder: the value converted in place and the rich content it finds to expand. */
export const DECODER_PARAMS = '(v: any, x: Expansion[]): void';

/** What decoder text refers to: the named plans' decoders, and the runtime converters it calls. */
export interface DecoderRefs {
  /** Plan object → the name of its decoder. */
  readonly names: ReadonlyMap<object, string>;
  /** Plan object → the name of its constant (for recursive plans, walked at run time). */
  readonly plans: ReadonlyMap<object, string>;
  /** Decoders of named plans the text calls. */
  readonly decoders: Set<string>;
  /** Plan constants the text leaves for later (`isWalked`), each walked by its decoder loaded on demand (`loaderName`). */
  readonly walked: Set<string>;
  /** Runtime converters the text calls. */
  readonly converters: Set<string>;
  /** Whether the text has an arrow function (which names the `Expansion` type). */
  arrow: boolean;
}

export function decoderRefs(plans: ReadonlyMap<object, string>): DecoderRefs {
  return {
    names: new Map([...plans].map(([plan, name]) => [plan, decoderName(name)])),
    plans,
    decoders: new Set(),
    walked: new Set(),
    converters: new Set(),
    arrow: false,
  };
}

const recursive = new WeakMap<object, boolean>();

/**
 * Whether a plan reaches itself (rich content's node tree). Those are not compiled: code for the whole tree would
 * be several times the size of the plan, for content few answers carry; the runtime walks them (`walkPlan`) from
 * conversion-plans.ts, which a decoder loads only when an answer has such a tree (`loaderName`).
 */
export function isRecursive(plan: Plan): boolean {
  let known = recursive.get(plan);
  if (known === undefined) {
    const seen = new Set<object>();
    const stack: Plan[] = [plan];
    known = false;
    while (stack.length > 0 && !known) {
      for (const sub of Object.values(stack.pop()!)) {
        if (isLeaf(sub)) continue;
        if (sub === plan) known = true;
        else if (!seen.has(sub)) {
          seen.add(sub);
          stack.push(sub);
        }
      }
    }
    recursive.set(plan, known);
  }
  return known;
}

/**
 * Whether a named plan is walked as data (from conversion-plans.ts, loaded with the first answer that has one) rather
 * than compiled: a recursive plan, or one that reaches one through its own unnamed parts (rich content, through
 * `nodes`). So the whole rich content document, not only its node tree, is left for later: a post without it
 * carries none of its decoders.
 */
export function isWalked(plan: Plan, names: ReadonlyMap<object, string>): boolean {
  if (isRecursive(plan)) return true;
  const seen = new Set<object>();
  const stack: Plan[] = [plan];
  while (stack.length > 0) {
    for (const sub of Object.values(stack.pop()!)) {
      if (isLeaf(sub) || seen.has(sub)) continue;
      seen.add(sub);
      // A named plan decides for itself: walked when recursive, else compiled and called.
      if (names.has(sub)) {
        if (isRecursive(sub)) return true;
      } else {
        stack.push(sub);
      }
    }
  }
  return false;
}

/** A named plan's decoder name: `postPlan` → `postDecoder`. */
export const decoderName = (planName: string): string => `${planName.replace(/Plan$/, '')}Decoder`;

/** The name of the loader of a walked plan's decoder, in the decoders file: `richContentPlan` → `loadRichContentDecoder`. */
export const loaderName = (planName: string): string => `load${planName[0]!.toUpperCase()}${planName.slice(1).replace(/Plan$/, '')}Decoder`;

/** Whether a decoder of `plan` leaves a recursive plan's tree for later (so the call's conversion is asynchronous). */
export function defersWalk(plan: Plan): boolean {
  const seen = new Set<object>();
  const stack: Plan[] = [plan];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (isRecursive(next)) return true;
    for (const sub of Object.values(next)) {
      if (isLeaf(sub) || seen.has(sub)) continue;
      seen.add(sub);
      stack.push(sub);
    }
  }
  return false;
}

/** The name of the converters a recursive plan is walked with: `nodePlan` → `nodeConverters`. */
export const convertersName = (planName: string): string => `${planName.replace(/Plan$/, '')}Converters`;

/**
 * The converters a plan and the plans it reaches name, as an object literal (the runtime's `Converters`): their
 * decode functions, or with `encode` their encode functions (a request plan).
 */
export function convertersText(plan: Plan, refs: DecoderRefs, encode = false): string {
  const names = new Set<ConverterName>();
  const seen = new Set<object>();
  const stack: Plan[] = [plan];
  while (stack.length > 0) {
    for (const sub of Object.values(stack.pop()!)) {
      if (typeof sub === 'string') names.add(sub);
      else if (!isLeaf(sub) && !seen.has(sub)) {
        seen.add(sub);
        stack.push(sub);
      }
    }
  }
  const entries = [...names].sort().map((n) => `${n}: ${converter(n, refs, encode ? 'encode' : 'decode')}`);
  return `{ ${entries.join(', ')} }`;
}

const isLeaf = (p: Plan | PlanLeaf): p is PlanLeaf => typeof p === 'string' || Array.isArray(p);

function converter(name: ConverterName, refs: DecoderRefs, direction: 'decode' | 'encode' = 'decode'): string {
  const fn = converterExport(name, direction);
  refs.converters.add(fn);
  return fn;
}

const access = (v: string, key: string): string => (IDENTIFIER.test(key) ? `${v}.${key}` : `${v}[${quote(key)}]`);

/** A plan as a decoder: its name when it has one (other than `spellOut`), else an arrow function. */
export function decoderExpression(plan: Plan, refs: DecoderRefs, spellOut?: object): string {
  const planName = refs.plans.get(plan);
  if (planName && isWalked(plan, refs.plans)) {
    refs.walked.add(planName);
    refs.arrow = true;
    return `${DECODER_PARAMS} => {\n${later('v', planName)}\n}`;
  }
  const name = plan !== spellOut ? refs.names.get(plan) : undefined;
  if (name) {
    refs.decoders.add(name);
    return name;
  }
  refs.arrow = true;
  return `${DECODER_PARAMS} => {\n${decoderBody(plan, refs).join('\n')}\n}`;
}

/** A walked plan's value left for later: its decoder (and the plan) load with the first answer that has one. */
const later = (value: string, planName: string): string => `x.push({ value: ${value}, load: ${loaderName(planName)} });`;

/** The statements of a decoder of `plan` (parameters `v` and `x`). */
export function decoderBody(plan: Plan, refs: DecoderRefs): string[] {
  return ["if (v === null || typeof v !== 'object') return;", ...objectStatements(plan, 'v', 0, refs)];
}

/** Statements that decode `value` (any value) with `plan`: a named plan's decoder call, or the plan's code inline. */
function apply(plan: Plan, value: string, depth: number, refs: DecoderRefs): string[] {
  const planName = refs.plans.get(plan);
  if (planName && isWalked(plan, refs.plans)) {
    refs.walked.add(planName);
    return [later(value, planName)];
  }
  const name = refs.names.get(plan);
  if (name) {
    refs.decoders.add(name);
    return [`${name}(${value}, x);`];
  }
  // A variable is read as it is; an item or map value (`o1[i1]`) is read once into one.
  if (/^[a-z]\d+$/.test(value)) return [`if (${value} !== null && typeof ${value} === 'object') {`, ...objectStatements(plan, value, depth, refs), `}`];
  const o = `o${depth}`;
  return [`const ${o} = ${value};`, `if (${o} !== null && typeof ${o} === 'object') {`, ...objectStatements(plan, o, depth, refs), `}`];
}

/** `head` followed by `body`: on one line when the body is one statement, else as a block. */
const block = (head: string, body: string[]): string[] => (body.length === 1 ? [`${head} ${body[0]}`] : [`${head} {`, ...body, `}`]);

/** Statements for `v`, known to be a non-null object: `*` over an array's items, else the plan's fields in order. */
function objectStatements(plan: Plan, v: string, depth: number, refs: DecoderRefs): string[] {
  const each = plan['*'];
  const items: string[] = [];
  if (each !== undefined && typeof each === 'string') {
    const i = `i${depth}`;
    items.push(`for (let ${i} = 0; ${i} < ${v}.length; ${i}++) ${v}[${i}] = ${converter(each, refs)}(${v}[${i}]);`);
  } else if (each !== undefined && !isLeaf(each)) {
    const i = `i${depth}`;
    items.push(...block(`for (let ${i} = 0; ${i} < ${v}.length; ${i}++)`, apply(each, `${v}[${i}]`, depth + 1, refs)));
  }
  const c = `c${depth}`;
  const fields: string[] = [];
  let usesC = false;
  for (const key of Object.keys(plan)) {
    const sub = plan[key]!;
    if (key === '*') {
      const k = `k${depth}`;
      if (typeof sub === 'string') fields.push(`for (const ${k} of Object.keys(${v})) ${v}[${k}] = ${converter(sub, refs)}(${v}[${k}]);`);
      else if (!isLeaf(sub)) fields.push(...block(`for (const ${k} of Object.keys(${v}))`, apply(sub, `${v}[${k}]`, depth + 1, refs)));
      continue;
    }
    const field = access(v, key);
    if (typeof sub === 'string') {
      usesC = true;
      fields.push(`if ((${c} = ${field}) != null) ${field} = ${converter(sub, refs)}(${c});`);
    } else if (isLeaf(sub)) {
      const target = plan[sub[1]];
      const decode = target !== undefined && !isLeaf(target) ? decoderExpression(target, refs) : 'undefined';
      const entry = `target: ${v}, from: ${quote(key)}, to: ${quote(sub[1])}, decode: ${decode}`;
      // A decoder over lines breaks the object as TypeScript's formatter does, so the file needs no formatting pass.
      fields.push(`if (typeof ${field} === 'string') x.push(${decode.includes('\n') ? `{\n${entry}\n}` : `{ ${entry} }`});`);
    } else {
      usesC = true;
      fields.push(...block(`if ((${c} = ${field}) != null)`, apply(sub, c, depth + 1, refs)));
    }
  }
  const objectPart = [...(usesC ? [`let ${c}: any;`] : []), ...fields];
  if (items.length === 0) return objectPart.length === 0 ? [] : [`if (!Array.isArray(${v})) {`, ...objectPart, `}`];
  return objectPart.length === 0 ? [`if (Array.isArray(${v})) {`, ...items, `}`] : [`if (Array.isArray(${v})) {`, ...items, `} else {`, ...objectPart, `}`];
}
