// Schema warnings for the request being built: per parameter and for the body, checked with ajv a moment
// after the last edit. They are advice: sending is never blocked by them (servers may accept more, and
// sending a wrong value on purpose is how people learn an API's errors).
import { useEffect, useState } from 'react';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import { checkValue, formatPath, type SchemaProblem } from '../schema/validate.ts';
import { fromText, paramKey, type Draft } from './draft.ts';
import { type FileField, fileFields } from './form-body.ts';

export interface RequestWarnings {
  /** By `paramKey`. */
  params: ReadonlyMap<string, string[]>;
  /** Problems of the parsed body (none while it is not valid JSON: the editor says so itself). */
  body: SchemaProblem[];
  count: number;
}

const NONE: RequestWarnings = { params: new Map(), body: [], count: 0 };
const DEBOUNCE_MS = 250;

export function useRequestWarnings(operation: LoadedOperation, draft: Draft): RequestWarnings {
  const [warnings, setWarnings] = useState<RequestWarnings>(NONE);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void checkDraft(operation, draft).then(
        (result) => live && setWarnings(result),
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [operation, draft]);
  return warnings;
}

async function checkDraft({ detail }: LoadedOperation, draft: Draft): Promise<RequestWarnings> {
  const params = new Map<string, string[]>();
  let count = 0;
  for (const parameter of detail.parameters) {
    const key = paramKey(parameter);
    const text = draft.params[key];
    const value = text === undefined ? undefined : fromText(text, parameter.schema, detail.schemas);
    let messages: string[] = [];
    if (value === undefined) {
      if (parameter.required) messages = ['required'];
    } else {
      messages = (await checkValue(parameter.schema, detail.schemas, value)).map((p) =>
        p.path.length > 0 ? `${formatPath(p.path)}: ${p.message}` : p.message,
      );
    }
    if (messages.length > 0) {
      params.set(key, messages);
      count += messages.length;
    }
  }
  let body: SchemaProblem[] = [];
  if (detail.requestBody) {
    const text = draft.bodyText.trim();
    if (text === '') {
      if (detail.requestBody.required) body = [{ path: [], message: 'the body is required' }];
    } else {
      try {
        // A file picked counts as the field's value (its name stands for it: a binary string).
        const value = withFileNames(JSON.parse(text), fileFields(detail), draft.files);
        body = await checkValue(detail.requestBody.schema, detail.schemas, value);
      } catch {
        body = [];
      }
    }
  }
  return { params, body, count: count + body.length };
}

function withFileNames(body: unknown, fields: readonly FileField[], files: Draft['files']): unknown {
  if (fields.length === 0 || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const field of fields) {
    const names = (files?.[field.name] ?? []).map((f) => f.name);
    if (names.length > 0) out[field.name] = field.multiple ? names : names[0];
  }
  return out;
}
