// A schema as an expandable tree: each property with its required mark, type and format, nullable, enum values,
// constraints, default, examples, deprecated and read/write-only marks, and its description. A union (`oneOf`/`anyOf`)
// shows its members as tabs (by title or component name, with the discriminator's value), each opening to its own
// tree; `allOf` reads as one object. Children render only when opened, so a deep schema costs nothing until read; a
// schema met again inside itself is not expanded again, and nesting past MAX_DEPTH points to the model instead.
import { Fragment, useEffect, useRef, useState } from 'react';
import { formatValue } from '../schema/describe.ts';
import type { Schemas } from '../schema/resolve.ts';
import { MAX_VARIANTS, type SchemaSide, type TreeField, type TreeNode, type TreeUnion, treeNode } from '../schema/tree-node.ts';
import { Markdown } from './markdown.tsx';
import { ModelLink } from './model-link.tsx';
import { Tabs } from './tabs.tsx';

export type { SchemaSide };

/** Levels of fields and unions drawn inside one another; a document nested deeper (only a hostile one) stops there. */
const MAX_DEPTH = 24;
/** Enum values listed; the rest are counted. */
const MAX_VALUES = 30;
/** Examples listed per field, and the characters of each. */
const MAX_EXAMPLES = 3;
const MAX_EXAMPLE_TEXT = 120;

const exampleText = (value: unknown): string => {
  const text = formatValue(value);
  return text.length > MAX_EXAMPLE_TEXT ? `${text.slice(0, MAX_EXAMPLE_TEXT)}…` : text;
};

/** A node's facts; `link` makes its component name a link to the model (never inside a summary: no nested controls). */
function Facts({ node, link = true }: { node: TreeNode; link?: boolean }) {
  const examples = node.examples.slice(0, MAX_EXAMPLES);
  return (
    <>
      <span className="schema-tree__type">{node.type}</span>
      {node.component && node.component !== node.type && (
        <span className="schema-tree__ref">
          {' · '}
          {link ? <ModelLink name={node.component} /> : node.component}
        </span>
      )}
      {node.nullable && <span className="tag"> nullable</span>}
      {node.default && <span> · default {formatValue(node.default.value)}</span>}
      {node.deprecated && <span className="tag"> deprecated</span>}
      {node.readOnly && <span className="tag"> read-only</span>}
      {node.writeOnly && <span className="tag"> write-only</span>}
      {node.values && (
        <span className="schema-tree__enum">
          {' · '}
          {/* Spaces between the values let a long list wrap instead of running out of its column. */}
          {node.values.slice(0, MAX_VALUES).map((v, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <code>{String(v)}</code>
            </Fragment>
          ))}
          {node.values.length > MAX_VALUES && ` and ${node.values.length - MAX_VALUES} more`}
        </span>
      )}
      {examples.length > 0 && (
        <span className="schema-tree__example">
          {examples.length === 1 ? ' · example ' : ' · examples '}
          {examples.map((value, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <code>{exampleText(value)}</code>
            </Fragment>
          ))}
        </span>
      )}
    </>
  );
}

interface Place {
  schemas: Schemas;
  side: SchemaSide;
  /** Components drawn above: met again, they are not expanded. */
  seen: readonly string[];
  depth: number;
  /** How many levels below start open. */
  openLevels: number;
  /** Whether a long list of fields shows its first few and folds the rest (an answer's tree). */
  fold?: boolean;
}

/** A folded list shows this many fields; one only a little longer is shown whole. */
const FOLD_AFTER = 8;

const isRecursive = (node: TreeNode, seen: readonly string[]): boolean => node.components.some((name) => seen.includes(name));

function Row({ field, place, target = false }: { field: TreeField; place: Place; target?: boolean }) {
  const [open, setOpen] = useState(place.openLevels > 0);
  const row = useRef<HTMLLIElement>(null);
  // A field a link names (`&field=`) is brought into view and marked.
  useEffect(() => {
    if (target) row.current?.scrollIntoView?.({ block: 'center' });
  }, [target]);
  const rowProps = { ref: row, id: `field-${field.name}`, 'data-target': target || undefined };
  const node = treeNode(field.schema, place.schemas, place.side);
  const recursive = isRecursive(node, place.seen);
  const opens = !recursive && (node.fields.length > 0 || node.union !== undefined);
  const head = (link: boolean) => (
    <>
      <code className="schema-tree__name">{field.name}</code>
      {field.required && <span className="schema-tree__required"> required</span>} <Facts node={node} link={link} />
      {recursive && <span className="muted"> · (itself, see above)</span>}
    </>
  );
  const about = node.description && (
    <div className="schema-tree__description">
      <Markdown inline text={node.description} />
    </div>
  );
  if (!opens)
    return (
      <li className="schema-tree__leaf" {...rowProps}>
        {head(true)}
        {about}
      </li>
    );
  // The component whose fields open here (a property's own, or its array's items').
  const model = node.components.at(-1);
  // A summary holds no link (no control inside a control): the description and the model's link come when opened.
  return (
    <li {...rowProps}>
      <details open={open} onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
        <summary>{head(false)}</summary>
        {about}
        {model && (
          <p className="schema-tree__model">
            Model: <ModelLink name={model} />
          </p>
        )}
        {open && (
          <Content node={node} place={{ ...place, seen: [...place.seen, ...node.components], depth: place.depth + 1, openLevels: place.openLevels - 1 }} />
        )}
      </details>
    </li>
  );
}

/** What a node opens to: its fields, then its union's members. */
function Content({ node, place, target }: { node: TreeNode; place: Place; target?: string }) {
  if (place.depth >= MAX_DEPTH) return <p className="muted">Nested more than {MAX_DEPTH} levels deep: open the model to read further.</p>;
  const rows = (fields: readonly TreeField[]) => (
    <ul className="schema-tree__list">
      {fields.map((field) => (
        <Row key={field.name} field={field} place={place} target={field.name === target} />
      ))}
    </ul>
  );
  // The rest of a long list is folded, not left out: a find in the page opens it (Chromium opens a closed <details>).
  const folds = place.fold && node.fields.length > FOLD_AFTER + 2;
  return (
    <>
      {node.fields.length > 0 && !folds && rows(node.fields)}
      {folds && (
        <>
          {rows(node.fields.slice(0, FOLD_AFTER))}
          <details className="schema-tree__more" data-testid="schema-more">
            <summary>{node.fields.length - FOLD_AFTER} more fields</summary>
            {rows(node.fields.slice(FOLD_AFTER))}
          </details>
        </>
      )}
      {node.union && <Union union={node.union} place={place} />}
    </>
  );
}

/** A union's members as tabs: one member's tree at a time, each named with the discriminator's value that selects it. */
function Union({ union, place }: { union: TreeUnion; place: Place }) {
  const title = `${union.kind === 'oneOf' ? 'One of' : 'Any of'} ${union.variants.length + union.more}${union.discriminator ? `, by ${union.discriminator}` : ''}`;
  return (
    <div className="schema-tree__union" data-testid="schema-union">
      <p className="schema-tree__union-title">
        {title}
        {union.more > 0 && <span className="muted"> (the first {MAX_VARIANTS} listed)</span>}
      </p>
      <Tabs
        label={title}
        tabs={union.variants.map((variant, index) => ({
          id: String(index),
          label: variant.discriminatorValue !== undefined ? `${variant.label} (${union.discriminator} = ${variant.discriminatorValue})` : variant.label,
          render: () => <Variant schema={variant.schema} requires={variant.requires} place={place} />,
        }))}
      />
    </div>
  );
}

/** One member of a union: its facts (its model linked), its description and its own tree. */
function Variant({ schema, requires, place }: { schema: unknown; requires?: string[]; place: Place }) {
  const node = treeNode(schema, place.schemas, place.side);
  const recursive = isRecursive(node, place.seen);
  // A member that only makes some of the fields above required says so, rather than "any".
  if (requires)
    return (
      <div className="schema-tree__variant">
        <p className="schema-tree__root">
          The fields above, with{' '}
          {requires.map((name, i) => (
            <Fragment key={name}>
              {i > 0 && ', '}
              <code>{name}</code>
            </Fragment>
          ))}{' '}
          required.
        </p>
        {node.description && (
          <div className="schema-tree__description">
            <Markdown inline text={node.description} />
          </div>
        )}
      </div>
    );
  return (
    <div className="schema-tree__variant">
      <p className="schema-tree__root">
        <Facts node={node} />
        {recursive && <span className="muted"> · (itself, see above)</span>}
      </p>
      {node.description && (
        <div className="schema-tree__description">
          <Markdown inline text={node.description} />
        </div>
      )}
      {!recursive && <Content node={node} place={{ ...place, seen: [...place.seen, ...node.components], depth: place.depth + 1 }} />}
    </div>
  );
}

/** The tree of a body schema: its type line, then its fields or members (top level open, and `openLevels` below it). */
export function SchemaTree({
  schema,
  schemas,
  side,
  testId,
  target,
  openLevels = 0,
  fold = false,
}: {
  schema: unknown;
  schemas: Schemas;
  side: SchemaSide;
  testId?: string;
  target?: string;
  openLevels?: number;
  fold?: boolean;
}) {
  const node = treeNode(schema, schemas, side);
  return (
    <div className="schema-tree" data-testid={testId}>
      <p className="schema-tree__root">
        <Facts node={node} />
      </p>
      <Content node={node} place={{ schemas, side, seen: node.components, depth: 0, openLevels, fold }} target={target} />
    </div>
  );
}

/** Fields drawn as the tree's rows without a root (a response's headers). */
export function SchemaFields({ fields, schemas, side, testId }: { fields: readonly TreeField[]; schemas: Schemas; side: SchemaSide; testId?: string }) {
  return (
    <div className="schema-tree" data-testid={testId}>
      <ul className="schema-tree__list">
        {fields.map((field) => (
          <Row key={field.name} field={field} place={{ schemas, side, seen: [], depth: 0, openLevels: 0 }} />
        ))}
      </ul>
    </div>
  );
}
