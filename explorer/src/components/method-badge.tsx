import { isHttpMethod } from '@siteapi/document';

export function MethodBadge({ method }: { method: string }) {
  const m = method.toLowerCase();
  // A method of 3.2's additionalOperations (PURGE, LINK) is a word of the document's: one class for them all.
  return <span className={`method method--${isHttpMethod(m) ? m : 'additional'}`}>{method}</span>;
}
