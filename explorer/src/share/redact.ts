// Secrets never leave the tab in a link, a history entry, an export or a snippet. Auth is not part of a draft,
// but a request can still carry one by hand: an `Authorization` header parameter, a `token` query parameter,
// a `password` body field. Those values become placeholders wherever a request is copied out.

const SECRET_NAME = /(password|secret|token|api[-_]?key|^authorization$|cookie)/i;

export const ACCESS_TOKEN_PLACEHOLDER = '<ACCESS_TOKEN>';

/** The placeholder for a field of that name, or undefined when the name is not a secret's. */
export function placeholderFor(name: string): string | undefined {
  const last = name.split(/[.:]/).at(-1) ?? name;
  if (!SECRET_NAME.test(last)) return undefined;
  if (/password/i.test(last)) return '<PASSWORD>';
  if (/api[-_]?key/i.test(last)) return '<API_KEY>';
  if (/secret|cookie/i.test(last)) return '<SECRET>';
  return ACCESS_TOKEN_PLACEHOLDER;
}

/** A JSON value with every string under a secret's name replaced (objects and arrays copied, not changed). */
export function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const placeholder = typeof item === 'string' && item !== '' ? placeholderFor(key) : undefined;
    out[key] = placeholder ?? redactValue(item);
  }
  return out;
}

/** JSON text with secrets replaced, pretty-printed as it was; text that is not JSON is kept. */
export function redactJsonText(text: string): string {
  if (text.trim() === '') return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  const redacted = redactValue(value);
  if (JSON.stringify(redacted) === JSON.stringify(value)) return text;
  return JSON.stringify(redacted, null, text.includes('\n') ? 2 : undefined);
}
