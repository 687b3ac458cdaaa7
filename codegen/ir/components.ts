import { escapePointer } from '@siteapi/document';
import { planForSchema, type PlanContext } from './plans.ts';
import { schemaToType, type TypeView } from './schema-object.ts';
import type { IrNamedType, IrOperation, IrType } from './types.ts';

// The Components Object's schemas: the service's named types, their request forms and enumerations.

/**
 * Every component schema as a named type (sorted by name): its read form, its `<Name>Writable` form when `write`
 * marks it, its string enumeration. Each component's conversions are planned once, so recursion problems are
 * reported even when no call uses it.
 */
export function componentTypes(ctx: PlanContext, read: TypeView, write: TypeView): IrNamedType[] {
  const names = read.names;
  return Object.entries(ctx.doc.components?.schemas ?? {})
    .map(([name, schema]) => {
      const ref = `#/components/schemas/${escapePointer(name)}`;
      const t: IrNamedType = { name: names.type.get(name)!, description: schema.description, type: schemaToType(schema, read) };
      if (write.writable.has(ref)) {
        t.writable = schemaToType(schema, write);
        t.writableName = names.writable.get(name);
      }
      // A const object's keys are the values: strings only (`type: string` with numbers in its enum is a union type).
      if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) t.enumValues = schema.enum;
      planForSchema(ctx, { $ref: `#/components/schemas/${escapePointer(name)}` }, `/components/schemas/${escapePointer(name)}`);
      return t;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Writable types are emitted for the components requests use (through other writable types too), no others. */
export function keepUsedWritables(types: IrNamedType[], operations: IrOperation[]): void {
  const byWritable = new Map(types.flatMap((t) => (t.writable && t.writableName ? [[t.writableName, t] as const] : [])));
  const used = new Set<string>();
  const visit = (t: IrType): void => {
    if (t.kind === 'ref') {
      const named = byWritable.get(t.name);
      if (named && !used.has(t.name)) {
        used.add(t.name);
        visit(named.writable!);
      }
    } else if (t.kind === 'array') visit(t.items);
    else if (t.kind === 'object') {
      for (const p of t.properties) visit(p.type);
      if (t.additional) visit(t.additional);
    } else if (t.kind === 'union' || t.kind === 'intersection') t.members.forEach(visit);
  };
  for (const op of operations) for (const arg of op.args) visit(arg.type);
  for (const t of types) {
    if (t.writableName && used.has(t.writableName)) continue;
    delete t.writable;
    delete t.writableName;
  }
}
