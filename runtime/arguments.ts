import { getDotted, setDotted } from './dotted-path.ts';
import { ArgumentError } from './errors.ts';
import type { Operation, RequestParts } from './types.ts';

type Location = 'path' | 'query' | 'header' | 'cookie' | 'body';

/** One request field an argument (or one of its properties) carries. */
export interface Binding {
  /** `options.paging`, `postId`. */
  callerPath: string;
  argIndex: number;
  property?: string;
  location: Location;
  /** Parameter name, dotted group or body property; '' for the whole body. */
  name: string;
}

const cache = new WeakMap<Operation, Binding[]>();

/** The request fields of a call's arguments, worked out once per call. */
export function bindings(op: Operation): Binding[] {
  let list = cache.get(op);
  if (!list) {
    const found: Binding[] = [];
    // `query.paging.limit`: the location, then the field's name ('' for the whole body).
    const bind = (callerPath: string, argIndex: number, ref: string, property?: string) => {
      const dot = ref.indexOf('.');
      found.push({ callerPath, argIndex, property, location: (dot < 0 ? ref : ref.slice(0, dot)) as Location, name: dot < 0 ? '' : ref.slice(dot + 1) });
    };
    op.args.forEach((arg, argIndex) => {
      if (arg.value !== undefined) bind(arg.name, argIndex, arg.value);
      for (const [property, ref] of Object.entries(arg.properties ?? {})) bind(`${arg.name}.${property}`, argIndex, ref, property);
    });
    cache.set(op, (list = found));
  }
  return list;
}

/** Where each top-level request field of a call goes: `dataItemId` → path, `fields` → query, `dataItem` → body. */
export function requestFieldLocations(op: Operation): Map<string, Location> {
  const map = new Map<string, Location>();
  for (const b of bindings(op)) if (b.name !== '') map.set(b.name.split('.')[0]!, b.location);
  return map;
}

/** An argument the call cannot be sent with, named as the caller wrote it. */
const refused = (op: Operation, argument: string, problem: string): ArgumentError =>
  new ArgumentError(`${op.service.name}.${op.operationId}: argument '${argument}' ${problem}`, argument);

/** Positional arguments → the request's path, query, header and body parts. Checks required arguments. */
export function requestFromArguments(op: Operation, args: readonly unknown[]): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, header: {} };
  op.args.forEach((arg, i) => {
    const value = args[i];
    if (value === undefined || value === null) {
      if (arg.required) throw refused(op, arg.name, 'is required');
    } else if (arg.properties && (typeof value !== 'object' || Array.isArray(value))) {
      throw refused(op, arg.name, `must be an object, got ${Array.isArray(value) ? 'an array' : typeof value}`);
    }
  });
  for (const b of bindings(op)) {
    const arg = args[b.argIndex];
    const value = b.property === undefined ? arg : (arg as Record<string, unknown> | undefined)?.[b.property];
    // A path value fills exactly one segment of the declared path: missing, empty, `.` and `..` are refused, since
    // each would send the call to another endpoint (`/posts/..` is `/`); `expandPath` encodes the other characters. A
    // styled value (an array or object the spec serialises) is encoded whole: it cannot make `.` or `..`.
    if (b.location === 'path' && !(value && typeof value === 'object' && op.params?.[`path.${b.name}`] !== undefined)) {
      const problem =
        value === undefined || value === null
          ? 'is required'
          : (typeof value !== 'string' && typeof value !== 'number') || value === ''
            ? `must be a non-empty string, got ${value === '' ? 'an empty string' : typeof value}`
            : value === '.' || value === '..'
              ? `cannot be '${value}': a path value of '.' or '..' would call another endpoint`
              : undefined;
      if (problem) throw refused(op, b.callerPath, problem);
    }
    if (value === undefined) continue;
    if (b.location === 'body') {
      if (b.name === '') parts.body = value;
      else ((parts.body ??= {}) as Record<string, unknown>)[b.name] = value;
    } else if (b.location === 'query') {
      // A styled parameter is one key, whatever its name holds; the platform's dotted names are groups.
      if (op.params?.[`query.${b.name}`]) parts.query[b.name] = value;
      else setDotted(parts.query, b.name, value);
    } else if (b.location === 'cookie') {
      (parts.cookie ??= {})[b.name] = value;
    } else {
      parts[b.location][b.name] = value;
    }
  }
  return parts;
}

/** A request-shaped object (from the explorer or a spec example) → positional arguments; trailing empty ones dropped. */
export function argumentsFromRequest(op: Operation, request: Partial<RequestParts>): unknown[] {
  const args: unknown[] = op.args.map(() => undefined);
  for (const b of bindings(op)) {
    const value =
      b.location === 'body'
        ? b.name === ''
          ? request.body
          : (request.body as Record<string, unknown> | undefined)?.[b.name]
        : b.location === 'query'
          ? op.params?.[`query.${b.name}`]
            ? request.query?.[b.name]
            : getDotted(request.query, b.name)
          : request[b.location]?.[b.name];
    if (value === undefined) continue;
    if (b.property === undefined) args[b.argIndex] = value;
    else ((args[b.argIndex] ??= {}) as Record<string, unknown>)[b.property] = value;
  }
  op.args.forEach((arg, i) => {
    if (args[i] === undefined && arg.properties && arg.required) args[i] = {};
  });
  while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
  return args;
}
