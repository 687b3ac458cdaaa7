import { escapePointer } from '@siteapi/document';
import { createAjv } from '@siteapi/document/ajv';
import type { Ajv2020 } from '@siteapi/document/ajv';
import { ajvMessage, reduceAjvErrors } from './ajv-errors.ts';
import { identifierProblem } from './identifiers.ts';
import type { JsonSchema, OpenApiDocument } from '@siteapi/document';
import { type AjvFormat, exampleJudge } from './surely-valid.ts';

// The Schema Objects of a platform document: component names and schemas, and the check of an example against
// its schema.

type At = (pointer: string, message: string) => void;

/** Checks one example value, found at `pointer`, against the schema at `schemaPointer`. */
export type CheckExample = (schema: JsonSchema | undefined, schemaPointer: string, value: unknown, pointer: string) => void;

let examplesAjv: Ajv2020 | undefined;

/**
 * The Ajv that checks a document's schemas and examples, holding that document only as `spec`: one instance, emptied
 * of the previous document's schemas (`removeSchema()` keeps the compiled 2020-12 meta-schema, which a new instance
 * would compile again, for each document).
 */
function documentAjv(doc: OpenApiDocument): Ajv2020 {
  examplesAjv ??= createAjv({ optimize: false });
  examplesAjv.removeSchema();
  examplesAjv.addSchema(doc as object, 'spec');
  return examplesAjv;
}

/**
 * Checks the component schemas (names, the 2020-12 meta-schema) and gives the example check of the document, or
 * undefined (with a problem) when ajv cannot hold the document as one schema.
 */
export function checkSchemas(doc: OpenApiDocument, at: At): CheckExample | undefined {
  // Each schema here is compiled for this document's examples only (those not judged valid without it).
  let schemaAjv: Ajv2020;
  try {
    schemaAjv = documentAjv(doc);
  } catch (error) {
    // ajv refuses a document it cannot hold as one schema (two schemas with one `$id`, an `$id` that is no URI).
    at('', `schemas: ${(error as Error).message}`);
    return undefined;
  }
  const compile = (schema: JsonSchema, pointer: string) => {
    try {
      if (schema.$ref?.startsWith('#/')) return schemaAjv.getSchema(`spec${schema.$ref}`);
      return schemaAjv.getSchema(`spec#${pointer}`);
    } catch (error) {
      at(pointer, `schema: ${(error as Error).message}`);
      return undefined;
    }
  };
  // Every component schema against the 2020-12 meta-schema (cheap); ajv compiles only what examples use.
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const nameProblem = identifierProblem(name, 'type');
    if (nameProblem) at(`/components/schemas/${escapePointer(name)}`, `schema name ${nameProblem}`);
    if (!schemaAjv.validateSchema(schema as object)) {
      for (const e of reduceAjvErrors(schemaAjv.errors ?? []).slice(0, 3)) {
        at(`/components/schemas/${escapePointer(name)}${e.instancePath}`, `schema: ${ajvMessage(e)}`);
      }
    }
  }
  // Most examples are valid: judged so without compiling their schemas, as ajv would judge them; any other is left
  // to ajv, which compiles the schema and reports.
  const surelyValid = exampleJudge(doc, schemaAjv.formats as Record<string, AjvFormat | undefined>);
  return (schema, schemaPointer, value, pointer) => {
    if (!schema || surelyValid(schema, schemaPointer, value)) return;
    const v = compile(schema, schemaPointer);
    if (v && !v(value)) {
      for (const e of reduceAjvErrors(v.errors ?? []).slice(0, 5)) {
        at(`${pointer}${e.instancePath}`, `example does not match its schema at '${e.instancePath || '/'}': ${ajvMessage(e)}`);
      }
    }
  };
}
