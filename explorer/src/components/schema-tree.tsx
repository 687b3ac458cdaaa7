// A schema as an expandable tree: each property with its required mark, type and format, enum values, constraints,
// default, deprecated and read/write-only marks, and its description. Children render only when opened, so a deep
// schema (rich content nodes) costs nothing until read; a schema met again inside itself is not expanded again.
import { Fragment, useEffect, useRef, useState } from 'react';
import type { JsonSchema } from '../catalogue/types.ts';
import { describeSchema, formatValue } from '../schema/describe.ts';
import { deref, effective, enumOf, kindOf, type Schemas } from '../schema/resolve.ts';
import { Markdown } from './markdown.tsx';
import { ModelLink } from './model-link.tsx';

/** `request`: readOnly fields are left out (the server sets them); `response`: writeOnly ones are; `model`: all. */
export type SchemaSide = 'request' | 'response' | 'model';

const refName = (schema: unknown): string | undefined => {
  const ref = (schema as JsonSchema | undefined)?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
};

/** Arrays of arrays are looked through this deep for their items' properties (an array of itself has none). */
const MAX_ARRAY_DEPTH = 8;

const isSchema = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** What a node's children are: an object's properties, an array's item's, or nothing to open. */
function childrenOf(schema: unknown, schemas: Schemas, side: SchemaSide, depth = 0): { name: string; schema: unknown; required: boolean }[] {
  const node = effective(schema, schemas);
  if (kindOf(node) === 'array' && node.items) return depth >= MAX_ARRAY_DEPTH ? [] : childrenOf(node.items, schemas, side, depth + 1);
  // A string that carries JSON (OpenAPI 3.1's `contentSchema`: a 3.2 server-sent event's `data`) opens to its content.
  if (kindOf(node) === 'string' && isSchema(node.contentSchema))
    return depth >= MAX_ARRAY_DEPTH ? [] : childrenOf(node.contentSchema, schemas, side, depth + 1);
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  const required = new Set((node.required as string[] | undefined) ?? []);
  return Object.entries(properties)
    .filter(([, child]) => {
      const c = deref(child, schemas);
      if (side === 'model') return true;
      return side === 'request' ? c.readOnly !== true : c.writeOnly !== true;
    })
    .map(([name, child]) => ({ name, schema: child, required: required.has(name) }));
}

/** A node's facts; `link` makes its component name a link to the model (never inside a summary: no nested controls). */
function Facts({ schema, schemas, link = true }: { schema: unknown; schemas: Schemas; link?: boolean }) {
  const node = effective(schema, schemas);
  const values = enumOf(node) ?? (kindOf(node) === 'array' && node.items ? enumOf(effective(node.items, schemas)) : undefined);
  return (
    <>
      <span className="schema-tree__type">{describeSchema(schema, schemas)}</span>
      {refName(schema) && (
        <span className="schema-tree__ref">
          {' · '}
          {link ? <ModelLink name={refName(schema)!} /> : refName(schema)}
        </span>
      )}
      {node.default !== undefined && <span> · default {formatValue(node.default)}</span>}
      {node.deprecated === true && <span className="tag"> deprecated</span>}
      {node.readOnly === true && <span className="tag"> read-only</span>}
      {node.writeOnly === true && <span className="tag"> write-only</span>}
      {values && values.length <= 30 && (
        <span className="schema-tree__enum">
          {' · '}
          {/* Spaces between the values let a long list wrap instead of running out of its column. */}
          {values.map((v, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <code>{String(v)}</code>
            </Fragment>
          ))}
        </span>
      )}
    </>
  );
}

function Row({
  name,
  schema,
  required,
  schemas,
  side,
  seen,
  target = false,
  openLevels = 0,
}: {
  name: string;
  schema: unknown;
  required: boolean;
  schemas: Schemas;
  side: SchemaSide;
  seen: readonly string[];
  target?: boolean;
  /** How many levels below this row start open. */
  openLevels?: number;
}) {
  const [open, setOpen] = useState(openLevels > 0);
  const row = useRef<HTMLLIElement>(null);
  // A field a link names (`&field=`) is brought into view and marked.
  useEffect(() => {
    if (target) row.current?.scrollIntoView?.({ block: 'center' });
  }, [target]);
  const rowProps = { ref: row, id: `field-${name}`, 'data-target': target || undefined };
  const direct = deref(schema, schemas);
  // The component this property is (or, for an array, whose items it holds): met again below, it is not expanded.
  const ref = refName(schema) ?? (kindOf(direct) === 'array' ? refName(direct.items) : kindOf(direct) === 'string' ? refName(direct.contentSchema) : undefined);
  const node = effective(schema, schemas);
  const description = typeof node.description === 'string' ? node.description : undefined;
  const recursive = ref !== undefined && seen.includes(ref);
  const children = recursive ? [] : childrenOf(schema, schemas, side);
  const head = (link: boolean) => (
    <>
      <code className="schema-tree__name">{name}</code>
      {required && <span className="schema-tree__required"> required</span>} <Facts schema={schema} schemas={schemas} link={link} />
      {recursive && <span className="muted"> · (itself, see above)</span>}
    </>
  );
  const about = description && (
    <div className="schema-tree__description">
      <Markdown inline text={description} />
    </div>
  );
  if (children.length === 0)
    return (
      <li className="schema-tree__leaf" {...rowProps}>
        {head(true)}
        {about}
      </li>
    );
  // A summary holds no link (no control inside a control): the description and the model's link come when opened.
  return (
    <li {...rowProps}>
      <details open={open} onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
        <summary>{head(false)}</summary>
        {about}
        {ref && (
          <p className="schema-tree__model">
            Model: <ModelLink name={ref} />
          </p>
        )}
        {open && <Rows schema={schema} schemas={schemas} side={side} seen={ref ? [...seen, ref] : seen} openLevels={openLevels - 1} />}
      </details>
    </li>
  );
}

function Rows({
  schema,
  schemas,
  side,
  seen,
  target,
  openLevels = 0,
}: {
  schema: unknown;
  schemas: Schemas;
  side: SchemaSide;
  seen: readonly string[];
  target?: string;
  openLevels?: number;
}) {
  return (
    <ul className="schema-tree__list">
      {childrenOf(schema, schemas, side).map((child) => (
        <Row key={child.name} {...child} schemas={schemas} side={side} seen={seen} target={child.name === target} openLevels={openLevels} />
      ))}
    </ul>
  );
}

/** The tree of a body schema: its type line, then its properties (top level open, and `openLevels` below it). */
export function SchemaTree({
  schema,
  schemas,
  side,
  testId,
  target,
  openLevels = 0,
}: {
  schema: unknown;
  schemas: Schemas;
  side: SchemaSide;
  testId?: string;
  target?: string;
  openLevels?: number;
}) {
  const ref = refName(schema);
  const children = childrenOf(schema, schemas, side);
  return (
    <div className="schema-tree" data-testid={testId}>
      <p className="schema-tree__root">
        <Facts schema={schema} schemas={schemas} />
      </p>
      {children.length > 0 && <Rows schema={schema} schemas={schemas} side={side} seen={ref ? [ref] : []} target={target} openLevels={openLevels} />}
    </div>
  );
}
