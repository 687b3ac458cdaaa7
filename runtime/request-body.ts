// A request body in the media type its operation declares (`contentType`); JSON when it declares none.

/** What `fetch` is given as a body. */
export type RequestBody = string | Blob | FormData | URLSearchParams | ArrayBuffer | Uint8Array<ArrayBuffer>;

const isBinary = (v: unknown): v is Blob | ArrayBuffer | Uint8Array<ArrayBuffer> =>
  (typeof Blob !== 'undefined' && v instanceof Blob) || v instanceof ArrayBuffer || v instanceof Uint8Array;

/** A form field's text: Dates as ISO strings, objects as JSON. */
function fieldText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function fields(value: unknown): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    v === undefined || v === null ? [] : Array.isArray(v) ? v.map((item): [string, unknown] => [k, item]) : [[k, v]],
  );
}

/**
 * A JSON body: what a call whose operation declares no other media type sends (generated calls name this one as
 * their `encodeBody` then, so their bundles carry no forms, multipart or binary bodies).
 */
export function encodeJsonBody(value: unknown, contentType?: string): { body: RequestBody; contentType?: string } {
  return { body: JSON.stringify(value), contentType: contentType ?? 'application/json' };
}

/**
 * The body and the content-type header to send. Multipart has no header here: `fetch` writes it with the
 * boundary. A binary body goes as it is; its Blob's own type wins over the declared one.
 */
export function encodeBody(value: unknown, contentType?: string): { body: RequestBody; contentType?: string } {
  if (contentType === undefined || /^application\/([\w.-]+\+)?json\b/i.test(contentType)) return encodeJsonBody(value, contentType);
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    const params = new URLSearchParams();
    for (const [k, v] of fields(value)) params.append(k, fieldText(v));
    return { body: params, contentType };
  }
  if (/^multipart\//i.test(contentType)) {
    const form = new FormData();
    for (const [k, v] of fields(value)) {
      if (isBinary(v)) form.append(k, v instanceof Blob ? v : new Blob([v]));
      else form.append(k, fieldText(v));
    }
    return { body: form };
  }
  if (isBinary(value)) return { body: value, contentType: value instanceof Blob && value.type ? value.type : contentType };
  return { body: typeof value === 'string' ? value : fieldText(value), contentType };
}
