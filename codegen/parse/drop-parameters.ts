import { deref, operations } from '@siteapi/document';

/** Removes the given Parameter Objects from every list that holds one (an operation's or a Path Item's, inline or by `$ref`). */
export function dropParameters(data: unknown, dropped: ReadonlySet<object>): void {
  if (dropped.size === 0) return;
  const lists = [...operations(data as never), ...operations(data as never, 'webhooks')].flatMap((v) => [v.pathItem.parameters, v.operation.parameters]);
  for (const list of new Set(lists)) {
    if (!Array.isArray(list)) continue;
    for (let i = list.length - 1; i >= 0; i--) if (dropped.has(deref(data as never, list[i]).value as object)) list.splice(i, 1);
  }
}
