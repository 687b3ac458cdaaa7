import { escapePointer } from '@siteapi/document';
import type { RequestFields } from './request-fields.ts';

// The Parameter Objects of a path: its template and its declared path parameters.

/**
 * The path template and the declared path parameters name the same set: a name only in the template would be sent
 * as the text 'undefined', one only declared could never be sent.
 */
export function checkPathParameters(path: string, fields: RequestFields, label: string, at: (pointer: string, message: string) => void): void {
  const templated = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
  const declared = fields.params.filter((f) => f.param.in === 'path');
  for (const name of templated) {
    if (!declared.some((f) => f.param.name === name))
      at(`/paths/${escapePointer(path)}`, `${label}: path parameter '${name}' is not declared (add it to the parameters with in: path, required: true)`);
  }
  for (const { param, pointer: paramPointer } of declared) {
    if (!templated.includes(param.name)) at(paramPointer, `${label}: path parameter '${param.name}' is declared but not in the path`);
  }
}
