// The JSON body as a form generated from its schema: scalars as inputs, enums and booleans as selects,
// nested objects as foldable groups (rendered only when open, so huge bodies stay light), arrays with
// add and remove. Anything a form cannot say well (oneOf without consts, free-form maps) is edited as JSON
// in place. Hand-written: a JSON-schema form library would weigh more than this file and still need the
// same special cases for OpenAPI.
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import type { JsonSchema } from '../catalogue/types.ts';
import { describeSchema, formatValue } from '../schema/describe.ts';
import { deref, effective, enumOf, kindOf, type Schemas } from '../schema/resolve.ts';
import { sampleValue } from '../schema/sample.ts';
import { formatPath } from '../schema/validate.ts';
import type { FileField } from '../request/form-body.ts';
import { FieldMessages } from './field-messages.tsx';
import { Markdown } from './markdown.tsx';

type Path = (string | number)[];

export interface BodyMessages {
  /** Problems the answer named, by formatted path (`post.title`). */
  problems: ReadonlyMap<string, string[]>;
  /** Schema warnings, by formatted path. */
  warnings: ReadonlyMap<string, string[]>;
}

/** A multipart body's file fields: picked with file inputs, kept beside the JSON value. */
export interface BodyFiles {
  fields: readonly FileField[];
  chosen: Readonly<Record<string, readonly File[]>> | undefined;
  onChoose: (field: string, files: readonly File[]) => void;
}

interface FormContext extends BodyMessages {
  schemas: Schemas;
  files?: BodyFiles;
}

const Context = createContext<FormContext>({ schemas: {}, problems: new Map(), warnings: new Map() });

export interface BodyFormProps extends BodyMessages {
  schema: JsonSchema;
  schemas: Schemas;
  value: unknown;
  onChange: (value: unknown) => void;
  files?: BodyFiles;
}

export function BodyForm({ schema, schemas, value, onChange, problems, warnings, files }: BodyFormProps) {
  return (
    <Context.Provider value={{ schemas, problems, warnings, files }}>
      <div className="body-form" data-testid="body-form">
        <SchemaField name="body" schema={schema} value={value} path={[]} required depth={0} onChange={(next) => onChange(next ?? {})} />
      </div>
    </Context.Provider>
  );
}

interface FieldProps {
  name: string;
  schema: unknown;
  value: unknown;
  path: Path;
  required: boolean;
  depth: number;
  onChange: (value: unknown) => void;
}

/** Messages for one path; `deep` also takes those of everything below it (for fields edited as JSON). */
function useMessages(path: Path, deep = false): { problems: string[]; warnings: string[] } {
  const { problems, warnings } = useContext(Context);
  const key = formatPath(path);
  const pick = (map: ReadonlyMap<string, string[]>): string[] => {
    if (!deep) return map.get(key) ?? [];
    return [...map]
      .filter(([k]) => key === '' || k === key || k.startsWith(`${key}.`) || k.startsWith(`${key}[`))
      .flatMap(([k, list]) => list.map((m) => (k === key ? m : `${k}: ${m}`)));
  };
  return { problems: pick(problems), warnings: pick(warnings) };
}

function SchemaField(props: FieldProps) {
  const { schemas, files } = useContext(Context);
  const node = effective(props.schema, schemas);
  const file = props.path.length === 1 ? files?.fields.find((f) => f.name === props.path[0]) : undefined;
  if (file && files) return <FileInput {...props} node={node} field={file} files={files} />;
  const kind = kindOf(node);
  if (enumOf(node) || kind === 'boolean' || kind === 'string' || kind === 'integer' || kind === 'number') return <ScalarField {...props} node={node} />;
  if (kind === 'object' && node.properties) return <ObjectField {...props} node={node} />;
  if (kind === 'array' && node.items) return <ArrayField {...props} node={node} />;
  return <JsonField {...props} node={node} />;
}

/** A multipart body's file field: the files picked go into the body as they are (never read into the page's text). */
function FileInput({ name, path, required, node, field, files }: FieldProps & { node: JsonSchema; field: FileField; files: BodyFiles }) {
  const id = useId();
  const chosen = files.chosen?.[field.name] ?? [];
  return (
    <div className="body-field">
      <Label htmlFor={id} name={name} required={required} node={node} />
      <input
        id={id}
        type="file"
        multiple={field.multiple}
        aria-describedby={`${id}-hint`}
        data-testid={`body-file-${formatPath(path)}`}
        onChange={(event) => files.onChoose(field.name, [...(event.target.files ?? [])])}
      />
      <div id={`${id}-hint`} className="param-field__hint">
        {field.multiple ? 'files' : 'a file'}
        {chosen.length > 0 && <> · {chosen.map((f) => `${f.name} (${f.size} bytes)`).join(', ')}</>}
        {typeof node.description === 'string' && (
          <>
            {' · '}
            <Markdown inline text={node.description} />
          </>
        )}
      </div>
    </div>
  );
}

function Label({ htmlFor, name, required, node }: { htmlFor?: string; name: string; required: boolean; node: JsonSchema }) {
  return (
    <label htmlFor={htmlFor} className="body-field__label">
      <code>{name}</code>
      {required && (
        <span className="required" title="required">
          *<span className="visually-hidden"> (required)</span>
        </span>
      )}
      {node.deprecated === true && <span className="tag">deprecated</span>}
    </label>
  );
}

function Hint({ id, node }: { id: string; node: JsonSchema }) {
  const { schemas } = useContext(Context);
  return (
    <div id={id} className="param-field__hint">
      {describeSchema(node, schemas)}
      {node.default !== undefined && <> · default {formatValue(node.default)}</>}
      {typeof node.description === 'string' && (
        <>
          {' · '}
          <Markdown inline text={node.description} />
        </>
      )}
    </div>
  );
}

function ScalarField({ name, value, path, required, onChange, node }: FieldProps & { node: JsonSchema }) {
  const id = useId();
  const { problems, warnings } = useMessages(path);
  const kind = kindOf(node);
  const values = enumOf(node);
  const describedBy = `${id}-hint${problems.length + warnings.length > 0 ? ` ${id}-messages` : ''}`;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': problems.length > 0 || undefined, 'data-testid': `body-${formatPath(path)}` };
  let control: ReactNode;
  if (values || kind === 'boolean') {
    const options = values ?? [true, false];
    const current = value === undefined ? '' : JSON.stringify(value);
    control = (
      <select {...common} value={current} onChange={(event) => onChange(event.target.value === '' ? undefined : JSON.parse(event.target.value))}>
        <option value="">{required ? '(choose)' : '(not set)'}</option>
        {options.map((option) => (
          <option key={JSON.stringify(option)} value={JSON.stringify(option)}>
            {String(option)}
          </option>
        ))}
        {current !== '' && !options.some((o) => JSON.stringify(o) === current) && <option value={current}>{current} (not allowed)</option>}
      </select>
    );
  } else {
    control = (
      <input
        type="text"
        {...common}
        spellCheck={false}
        inputMode={kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : undefined}
        placeholder={node.default !== undefined ? String(node.default) : node.format === 'date-time' ? '2024-05-01T10:00:00.000Z' : undefined}
        value={value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '') return onChange(undefined);
          if (kind === 'integer' || kind === 'number') {
            const number = Number(text);
            // "1." stays text until it is a number; the schema warning says so meanwhile.
            return onChange(Number.isFinite(number) && String(number) === text.trim() ? number : text);
          }
          onChange(text);
        }}
      />
    );
  }
  return (
    <div className="body-field">
      <Label htmlFor={id} name={name} required={required} node={node} />
      <div className="param-field__control">
        {control}
        <Hint id={`${id}-hint`} node={node} />
        <FieldMessages id={`${id}-messages`} problems={problems} warnings={warnings} />
      </div>
    </div>
  );
}

function ObjectField({ name, value, path, required, depth, onChange, node }: FieldProps & { node: JsonSchema }) {
  const { schemas } = useContext(Context);
  const { problems, warnings } = useMessages(path);
  const id = useId();
  const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const [open, setOpen] = useState(depth === 0 || (depth < 3 && object !== undefined));
  const requiredNames = new Set((node.required as string[] | undefined) ?? []);
  const properties = Object.entries((node.properties ?? {}) as Record<string, JsonSchema>);
  const setProperty = (key: string, next: unknown): void => {
    const copy = { ...(object ?? {}) };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  const body = (
    <div className="body-form__group">
      <FieldMessages id={`${id}-messages`} problems={problems} warnings={warnings} />
      {properties.map(([key, child]) =>
        (deref(child, schemas) as { readOnly?: boolean }).readOnly ? null : (
          <SchemaField
            key={key}
            name={key}
            schema={child}
            value={object?.[key]}
            path={[...path, key]}
            required={requiredNames.has(key)}
            depth={depth + 1}
            onChange={(next) => setProperty(key, next)}
          />
        ),
      )}
    </div>
  );
  if (depth === 0) return body;
  const count = object ? Object.keys(object).length : 0;
  return (
    <details className="body-form__object" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <code>{name}</code>
        {required && (
          <span className="required" title="required">
            *<span className="visually-hidden"> (required)</span>
          </span>
        )}
        <span className="muted"> {object ? `object, ${count} set` : 'object, not set'}</span>
        {problems.length > 0 && <span className="field-problem-dot" role="img" aria-label="has problems" />}
      </summary>
      {open && (
        <>
          {object !== undefined && !required && (
            <button type="button" className="link-button" onClick={() => onChange(undefined)}>
              Remove {name}
            </button>
          )}
          {body}
        </>
      )}
    </details>
  );
}

function ArrayField({ name, value, path, required, depth, onChange, node }: FieldProps & { node: JsonSchema }) {
  const { schemas } = useContext(Context);
  const { problems, warnings } = useMessages(path);
  const id = useId();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = node.items as JsonSchema;
  const setItem = (index: number, next: unknown): void => {
    const copy = items.slice();
    if (next === undefined) copy.splice(index, 1);
    else copy[index] = next;
    onChange(copy.length > 0 || required ? copy : undefined);
  };
  return (
    <fieldset className="body-form__array">
      <legend>
        <code>{name}</code>
        {required && (
          <span className="required" title="required">
            *<span className="visually-hidden"> (required)</span>
          </span>
        )}
        <span className="muted"> {describeSchema(node, schemas)}</span>
      </legend>
      <FieldMessages id={`${id}-messages`} problems={problems} warnings={warnings} />
      {items.map((item, index) => (
        <div key={index} className="body-form__item">
          <SchemaField
            name={`${name}[${index}]`}
            schema={itemSchema}
            value={item}
            path={[...path, index]}
            required={false}
            depth={depth + 1}
            onChange={(next) => setItem(index, next)}
          />
          <button type="button" className="icon-button" aria-label={`Remove ${name} item ${index + 1}`} onClick={() => setItem(index, undefined)}>
            ×
          </button>
        </div>
      ))}
      <button type="button" className="link-button" onClick={() => onChange([...items, sampleValue(itemSchema, schemas) ?? null])}>
        Add {name} item
      </button>
    </fieldset>
  );
}

/** Edited as JSON text; the value changes whenever the text parses. */
function JsonField({ name, value, path, required, onChange, node }: FieldProps & { node: JsonSchema }) {
  const { schemas } = useContext(Context);
  const id = useId();
  const { problems, warnings } = useMessages(path, true);
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [invalid, setInvalid] = useState(false);
  return (
    <div className="body-field">
      <Label htmlFor={id} name={name} required={required} node={node} />
      <div className="param-field__control">
        <textarea
          id={id}
          className="body-field__json"
          spellCheck={false}
          rows={Math.min(8, Math.max(2, text.split('\n').length))}
          aria-describedby={`${id}-hint ${id}-messages`}
          aria-invalid={invalid || problems.length > 0 || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') {
              setInvalid(false);
              return onChange(undefined);
            }
            try {
              onChange(JSON.parse(event.target.value));
              setInvalid(false);
            } catch {
              setInvalid(true);
            }
          }}
        />
        <div id={`${id}-hint`} className="param-field__hint">
          Edited as JSON: {describeSchema(node, schemas)}
          {typeof node.description === 'string' && (
            <>
              {' · '}
              <Markdown inline text={node.description} />
            </>
          )}
        </div>
        <FieldMessages id={`${id}-messages`} problems={problems} warnings={invalid ? ['not valid JSON yet', ...warnings] : warnings} />
      </div>
    </div>
  );
}
