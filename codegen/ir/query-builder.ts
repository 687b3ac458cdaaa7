import type { OperationObject } from '@siteapi/document';
import type { IrArgument, IrQueryBuilder, IrType } from './types.ts';

/**
 * A query call's builder (`x-query-builder`), checked against the call: it pages (`x-paging`), its first argument is
 * the query (`body.query`) and at most an options argument follows, and its answer has the array of items and the
 * paging metadata the extension names. Problems go to `problem` at the extension's pointer.
 */
export function queryBuilderOf(
  op: OperationObject,
  args: readonly IrArgument[],
  answer: IrType,
  resolve: (name: string) => IrType | undefined,
  pointer: string,
  problem: (pointer: string, message: string) => void,
): IrQueryBuilder | undefined {
  const decl = op['x-query-builder'];
  if (!decl) return undefined;
  const at = `${pointer}/x-query-builder`;
  const label = `${op.operationId}: x-query-builder`;
  const problems: string[] = [];
  if (op['x-paging'] !== 'offset' && op['x-paging'] !== 'cursor') problems.push(`${label} needs x-paging: offset or cursor (the builder's paging)`);
  const [query, ...rest] = args;
  if (query?.value?.location !== 'body' || query.value.name !== 'query')
    problems.push(`${label} needs the first argument to carry body.query (the query the builder makes)`);
  if (rest.length > 1 || (rest[0] && !rest[0].properties)) problems.push(`${label} allows one options argument after the query, no other`);
  const object = objectOf(answer, resolve);
  const property = (name: string) => object?.properties.find((p) => p.name === name)?.type;
  const items = property(decl.items);
  const itemsArray = items && (items.kind === 'array' ? items : undefined);
  if (!itemsArray) problems.push(`${label}: the answer has no array property '${decl.items}' (items)`);
  if (!property(decl.pagingMetadata)) problems.push(`${label}: the answer has no property '${decl.pagingMetadata}' (pagingMetadata)`);
  for (const message of problems) problem(at, message);
  if (problems.length || !itemsArray) return undefined;
  return { items: decl.items, pagingMetadata: decl.pagingMetadata, itemType: itemsArray.items };
}

function objectOf(type: IrType, resolve: (name: string) => IrType | undefined): Extract<IrType, { kind: 'object' }> | undefined {
  const seen = new Set<string>();
  let t: IrType | undefined = type;
  while (t?.kind === 'ref' && !seen.has(t.name)) {
    seen.add(t.name);
    t = resolve(t.name);
  }
  return t?.kind === 'object' ? t : undefined;
}

/**
 * The answer's property a call resolves to (`x-unwrap`), as the platform's SDK unwraps `{ submission }` into the
 * submission: it must be a property of the success answer.
 */
export function unwrapOf(
  op: OperationObject,
  answer: IrType,
  resolve: (name: string) => IrType | undefined,
  pointer: string,
  problem: (pointer: string, message: string) => void,
): { property: string; type: IrType; required: boolean } | undefined {
  const property = op['x-unwrap'];
  if (property === undefined) return undefined;
  const found = objectOf(answer, resolve)?.properties.find((p) => p.name === property);
  const type = found?.type;
  if (!type) problem(`${pointer}/x-unwrap`, `${op.operationId}: x-unwrap names '${property}', which is not a property of the success answer`);
  if (op['x-query-builder'])
    problem(`${pointer}/x-unwrap`, `${op.operationId}: a call with x-query-builder resolves to the whole answer; x-unwrap does not apply`);
  return type ? { property, type, required: found.required } : undefined;
}
