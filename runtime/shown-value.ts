// How an error message shows a value the caller gave: loaded with the checks that name a bad one, not with every call.

/** A bad argument's value as an error message shows it: a number as it is, a string quoted (clipped), else its type. */
export function shownValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  return value === null ? 'null' : `a value of type ${typeof value}`;
}
