import { deref } from '@siteapi/document';
import type { OpenApiDocument, ParameterObject } from '@siteapi/document';
import type { FieldMatch, RequestFields } from '../parse/request-fields.ts';
import { schemaToType, type TypeView } from './schema-object.ts';
import type { IrProperty, IrType, ParamStyle } from './types.ts';

// The Parameter Object: the wire style a parameter keeps, and the type of a request field (parameters or body).

/**
 * Parameters whose wire form the runtime must take from their style: where OpenAPI's differs from the platform's
 * (dotted objects, repeated arrays), i.e. label and matrix paths, delimited and deepObject queries, unexploded
 * arrays, objects anywhere, arrays in paths and headers, and every cookie.
 */
export function paramStyles(doc: OpenApiDocument, params: { param: ParameterObject }[]): Record<string, ParamStyle> | undefined {
  const out: Record<string, ParamStyle> = {};
  for (const { param } of params) {
    const schema = deref(doc, param.schema ?? {}, '').value;
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const isObject = types.includes('object') || (types.length === 0 && schema.properties !== undefined);
    const isArray = types.includes('array');
    const defaultStyle = param.in === 'query' || param.in === 'cookie' ? 'form' : 'simple';
    const style = (param.style ?? defaultStyle) as ParamStyle['style'];
    const explode = param.explode ?? style === 'form';
    const differs = param.in === 'cookie' || isObject || (param.in === 'query' ? style !== 'form' || (isArray && !explode) : isArray || style !== 'simple');
    if (differs) out[`${param.in}.${param.name}`] = { style, explode };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function paramType(params: ParameterObject[], group: string, view: TypeView): IrType {
  // A single parameter, or the `paging.*` group as a nested object.
  if (params.length === 1 && params[0]!.name === group) return schemaToType(params[0]!.schema, view);
  const root: IrProperty[] = [];
  for (const p of params) {
    const parts = p.name.slice(group.length + 1).split('.');
    let level = root;
    parts.forEach((part, i) => {
      let prop = level.find((x) => x.name === part);
      if (i === parts.length - 1) {
        if (!prop) level.push({ name: part, type: schemaToType(p.schema, view), required: p.required === true, description: p.description });
        return;
      }
      if (!prop) {
        prop = { name: part, type: { kind: 'object', properties: [] }, required: false };
        level.push(prop);
      }
      level = (prop.type as { properties: IrProperty[] }).properties;
    });
  }
  return { kind: 'object', properties: root };
}

/** A request field's type: the write side (no read-only fields). */
export function fieldType(fields: RequestFields, match: FieldMatch, view: TypeView): IrType {
  if (match.location === 'body') {
    if (match.name === '') return schemaToType(fields.body?.schema, view);
    return schemaToType(match.bodyProperty, view);
  }
  return paramType(match.params, match.name, view);
}
