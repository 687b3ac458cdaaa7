/** The methods of a Path Item's fixed fields (QUERY since OpenAPI 3.2); any other comes from `additionalOperations`. */
const FIXED = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

export function MethodBadge({ method }: { method: string }) {
  const m = method.toLowerCase();
  // A method of 3.2's additionalOperations (PURGE, LINK) is a word of the document's: one class for them all.
  return <span className={`method method--${FIXED.has(m) ? m : 'additional'}`}>{method}</span>;
}
