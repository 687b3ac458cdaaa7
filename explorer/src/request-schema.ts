// The JSON schema of the request editor's `{ path, query, header, body }` for one operation, built from
// its parameters and request body; Monaco uses it for validation and completion. Component refs
// (`#/components/schemas/blog.Post`) resolve because the document's components are embedded at the root.
import type { OperationEntry } from './catalog.ts';
import type { JsonSchema, OpenApiDocument, ParameterObject } from './openapi.ts';

export function requestSchema(entry: OperationEntry, document: OpenApiDocument): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const location of ['path', 'query', 'header'] as const) {
    const parameters = entry.parameters.filter((p) => p.in === location);
    if (parameters.length === 0) {
      properties[location] = { type: 'object', maxProperties: 0 };
      continue;
    }
    properties[location] = parametersSchema(parameters);
    if (parameters.some((p) => p.required)) required.push(location);
  }
  const body = entry.operation.requestBody;
  const bodySchema = body?.content?.['application/json']?.schema;
  if (body) {
    properties.body = bodySchema ?? {};
    if (body.required) required.push('body');
  }
  return {
    type: 'object',
    properties,
    required,
    additionalProperties: false,
    components: document.components ?? {},
  };
}

/** Dotted parameter names (`paging.limit`) become nested objects, as the runtime's query is nested. */
function parametersSchema(parameters: readonly ParameterObject[]): JsonSchema {
  const root: JsonSchema = { type: 'object', properties: {}, additionalProperties: false };
  for (const parameter of parameters) {
    const parts = parameter.name.split('.');
    let level = root;
    parts.forEach((part, i) => {
      const children = level.properties as Record<string, JsonSchema>;
      if (i === parts.length - 1) {
        children[part] = { ...(parameter.schema ?? {}), ...(parameter.description ? { description: parameter.description } : {}) };
        if (parameter.required) level.required = [...((level.required as string[] | undefined) ?? []), part];
        return;
      }
      children[part] ??= { type: 'object', properties: {}, additionalProperties: false };
      level = children[part];
    });
  }
  return root;
}
