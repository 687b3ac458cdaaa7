import { escapePointer } from '@siteapi/document';
import { identifierProblem } from './identifiers.ts';
import type { OperationObject } from '@siteapi/document';

// The document's webhooks: each an event with a name, a handler operationId of its own, a module and a wire type.

/**
 * `callIds`: the operationIds of the document's calls, which a handler's may not repeat; `imported`: the values the
 * generated files import or declare beside the calls, which it may not take either.
 */
export function checkWebhooks(
  webhooks: { key: string; op: OperationObject; pointer: string }[],
  callIds: ReadonlySet<string | undefined>,
  imported: ReadonlySet<string>,
  at: (pointer: string, message: string) => void,
): void {
  const handlerIds = new Set<string>();
  for (const { key, op, pointer } of webhooks) {
    // The key names the event's payload type (`postCreated` → `PostCreatedEvent`), the operationId its handler.
    const keyProblem = identifierProblem(key);
    if (keyProblem) at(`/webhooks/${escapePointer(key)}`, `webhook ${key}: the event name ${keyProblem}`);
    const idProblem = op.operationId === undefined ? undefined : identifierProblem(op.operationId);
    if (!op.operationId) at(pointer, `webhook ${key}: operationId is required (the handler registration name, e.g. onPostCreated)`);
    else if (idProblem) at(`${pointer}/operationId`, `webhook ${key}: operationId ${idProblem}`);
    else if (callIds.has(op.operationId) || handlerIds.has(op.operationId))
      at(`${pointer}/operationId`, `webhook ${key}: operationId '${op.operationId}' is already used in this document`);
    else if (imported.has(op.operationId))
      at(
        `${pointer}/operationId`,
        `webhook ${key}: operationId '${op.operationId}' is taken by what the generated files import or declare beside the calls; choose another`,
      );
    else handlerIds.add(op.operationId);
    if (!op['x-module']) at(pointer, `webhook ${key}: x-module is required`);
    if (!op['x-event']) at(pointer, `webhook ${key}: x-event with the wire event type is required`);
  }
}
