// Only error answers name fields by the caller's argument paths: its own module, loaded with them (error-answer.ts).
import { type Binding, bindings } from './arguments.ts';
import type { Operation } from './types.ts';

/**
 * A request field the server named (`paging.limit`, `query.filter`, `postId`) → the caller's path
 * (`options.paging.limit`, `query.filter`, `postId`). The longest matching field wins; unknown fields stay as they are.
 */
export function callerPath(op: Operation, serverField: string): string {
  let best: Binding | undefined;
  for (const b of bindings(op)) {
    const matches = b.name === '' || serverField === b.name || serverField.startsWith(`${b.name}.`) || serverField.startsWith(`${b.name}[`);
    if (matches && (!best || b.name.length > best.name.length)) best = b;
  }
  if (!best) return serverField;
  const rest = best.name === '' ? serverField : serverField.slice(best.name.length);
  if (rest === '') return best.callerPath;
  return `${best.callerPath}${rest.startsWith('[') || rest.startsWith('.') ? rest : `.${rest}`}`;
}
