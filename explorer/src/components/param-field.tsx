// One path, query or header parameter as a typed input: enums as selects (checkboxes for arrays of them),
// booleans as a three-way select (unset, true, false), arrays as one input per item, objects as JSON.
// Required parameters are marked; defaults and constraints are shown; problems are shown under the input.
import { useId, type ReactNode } from 'react';
import type { ParameterInfo } from '../catalogue/types.ts';
import type { FieldText } from '../request/draft.ts';
import { describeSchema, formatValue } from '../schema/describe.ts';
import { effective, enumOf, kindOf, type Schemas } from '../schema/resolve.ts';
import { FieldMessages } from './field-messages.tsx';
import { Markdown } from './markdown.tsx';

export interface ParamFieldProps {
  parameter: ParameterInfo;
  schemas: Schemas;
  text: FieldText | undefined;
  onChange: (text: FieldText | undefined) => void;
  problems?: readonly string[];
  warnings?: readonly string[];
}

export function ParamField({ parameter, schemas, text, onChange, problems = [], warnings = [] }: ParamFieldProps) {
  const id = useId();
  const schema = effective(parameter.schema, schemas);
  const kind = kindOf(schema);
  const hint = describeSchema(parameter.schema, schemas);
  const messagesId = `${id}-messages`;
  const describedBy = [`${id}-hint`, problems.length + warnings.length > 0 ? messagesId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': problems.length > 0 ? true : undefined,
    'aria-required': parameter.required || undefined,
    'data-testid': `param-${parameter.in}-${parameter.name}`,
  } as const;

  let control: ReactNode;
  const values = enumOf(schema);
  const itemSchema = kind === 'array' ? effective(schema.items, schemas) : undefined;
  const itemValues = itemSchema ? enumOf(itemSchema) : undefined;
  if (values) {
    control = (
      <select {...common} value={typeof text === 'string' ? text : ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{parameter.required ? '(choose)' : '(not set)'}</option>
        {values.map((value) => (
          <option key={String(value)} value={String(value)}>
            {String(value)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'boolean') {
    control = (
      <select {...common} value={typeof text === 'string' ? text : ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">(not set)</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  } else if (itemValues) {
    const chosen = Array.isArray(text) ? text : text ? [text] : [];
    control = (
      <fieldset aria-labelledby={`${id}-label`} aria-describedby={describedBy} className="param-field__choices" data-testid={common['data-testid']}>
        {itemValues.map((value) => {
          const item = String(value);
          return (
            <label key={item} className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(item)}
                onChange={(event) => {
                  const next = event.target.checked ? [...chosen, item] : chosen.filter((c) => c !== item);
                  onChange(next.length > 0 ? next : undefined);
                }}
              />
              {item}
            </label>
          );
        })}
      </fieldset>
    );
  } else if (kind === 'array') {
    const items = Array.isArray(text) ? text : text ? [text] : [''];
    const setItem = (index: number, value: string): void => onChange(items.map((item, i) => (i === index ? value : item)));
    control = (
      <fieldset aria-labelledby={`${id}-label`} aria-describedby={describedBy} className="param-field__items">
        {items.map((item, index) => (
          <span key={index} className="param-field__item">
            <input
              type="text"
              {...(index === 0 ? common : { 'aria-describedby': describedBy })}
              aria-label={`${parameter.name} item ${index + 1}`}
              spellCheck={false}
              value={item}
              onChange={(event) => setItem(index, event.target.value)}
            />
            {items.length > 1 && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${parameter.name} item ${index + 1}`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                ×
              </button>
            )}
          </span>
        ))}
        <button type="button" className="link-button" onClick={() => onChange([...items, ''])}>
          Add item
        </button>
      </fieldset>
    );
  } else {
    control = (
      <input
        type="text"
        {...common}
        inputMode={kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : undefined}
        spellCheck={false}
        placeholder={
          schema.default !== undefined
            ? String(schema.default)
            : kind === 'object'
              ? '{ }'
              : schema.format === 'date-time'
                ? '2024-05-01T10:00:00.000Z'
                : undefined
        }
        value={typeof text === 'string' ? text : Array.isArray(text) ? text.join(',') : ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
    );
  }

  return (
    <div className={`param-field${problems.length > 0 ? ' param-field--problem' : ''}`}>
      <label htmlFor={id} id={`${id}-label`} className="param-field__label">
        <code>{parameter.name}</code>
        {parameter.required && (
          <span className="required" title="required">
            *<span className="visually-hidden"> (required)</span>
          </span>
        )}
        {parameter.deprecated && <span className="tag">deprecated</span>}
      </label>
      <div className="param-field__control">
        {control}
        <div id={`${id}-hint`} className="param-field__hint">
          {hint}
          {schema.default !== undefined && <> · default {formatValue(schema.default)}</>}
          {parameter.description && (
            <>
              {' · '}
              <Markdown inline text={parameter.description} />
            </>
          )}
        </div>
        <FieldMessages id={messagesId} problems={problems} warnings={warnings} testId={`problem-${parameter.in}-${parameter.name}`} />
      </div>
    </div>
  );
}
