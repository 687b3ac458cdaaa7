// Renders a converted SDK value as a JSON-like tree, as text. Values the runtime produced by conversion
// are marked so they stand out: dates (`Date 2024-05-01T10:00:00.000Z`), media references
// (`wix:image://v1/...`, with the URL it stands for as a hint, never loaded) and URLs; each leaf carries
// `data-kind`.
import { useState, type ReactNode } from 'react';
import { mediaUrl } from '@siteapi/runtime';

const MEDIA_REF = /^wix:(image|video|audio|document):\/\//;
const URL_TEXT = /^https?:\/\/\S+$/;
const OPEN_DEPTH = 4;

export function ValueView({ value, label }: { value: unknown; label?: string }) {
  return (
    <section className="value-view" aria-label={label}>
      <Node value={value} depth={0} ancestors={[]} />
    </section>
  );
}

function Node({ value, depth, ancestors }: { value: unknown; depth: number; ancestors: readonly object[] }): ReactNode {
  if (value instanceof Date) {
    const text = Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
    return (
      <span className="v v-date" data-kind="date" title="Date (converted)">
        Date {text}
      </span>
    );
  }
  if (typeof value === 'string') {
    const media = MEDIA_REF.exec(value);
    if (media) {
      return (
        <span className="v v-media" data-kind="media" title={`${media[1]} reference (converted): ${mediaUrl(value)}`}>
          {value}
        </span>
      );
    }
    if (URL_TEXT.test(value)) {
      return (
        <span className="v v-url" data-kind="url" title="URL">
          {value}
        </span>
      );
    }
    return (
      <span className="v v-string" data-kind="string">
        {JSON.stringify(value)}
      </span>
    );
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    return (
      <span className="v v-number" data-kind="number">
        {String(value)}
      </span>
    );
  }
  if (typeof value === 'boolean') {
    return (
      <span className="v v-boolean" data-kind="boolean">
        {String(value)}
      </span>
    );
  }
  if (value === null || value === undefined) {
    return (
      <span className="v v-null" data-kind={String(value)}>
        {String(value)}
      </span>
    );
  }
  if (typeof value !== 'object') {
    return (
      <span className="v" data-kind={typeof value}>
        {String(value)}
      </span>
    );
  }
  if (ancestors.includes(value))
    return (
      <span className="v v-null" data-kind="circular">
        [circular]
      </span>
    );

  return <Branch value={value} depth={depth} ancestors={ancestors} />;
}

function Branch({ value, depth, ancestors }: { value: object; depth: number; ancestors: readonly object[] }) {
  const [open, setOpen] = useState(depth < OPEN_DEPTH);
  const isArray = Array.isArray(value);
  const entries: [string, unknown][] = isArray ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  const [opening, closing] = isArray ? ['[', ']'] : ['{', '}'];
  const kind = isArray ? 'array' : 'object';
  if (entries.length === 0)
    return (
      <span className="v" data-kind={kind}>
        {opening + closing}
      </span>
    );
  const constructorName = isArray ? '' : (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
  const prefix = constructorName && constructorName !== 'Object' ? `${constructorName} ` : '';
  const count = plural(entries.length, isArray ? 'item' : 'key');
  const next = [...ancestors, value];

  return (
    <span className="v-branch" data-kind={kind}>
      <button type="button" className="v-toggle" aria-expanded={open} aria-label={`${open ? 'Collapse' : 'Expand'} ${count}`} onClick={() => setOpen(!open)}>
        {open ? '▾' : '▸'}
      </button>
      {prefix}
      {opening}
      {open ? (
        <ul className="v-entries">
          {entries.map(([key, item]) => (
            <li key={key}>
              <span className="v-key">{isArray ? key : JSON.stringify(key)}</span>
              <span className="v-colon">: </span>
              <Node value={item} depth={depth + 1} ancestors={next} />
            </li>
          ))}
        </ul>
      ) : (
        <span className="v-count">{count}</span>
      )}
      {closing}
    </span>
  );
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
