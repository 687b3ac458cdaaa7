import type { ConverterName } from '@siteapi/runtime/generated';
import type { JsonSchema } from '@siteapi/document';

/**
 * How a spec asks for each converter of the runtime's table: an `x-` extension on any schema, or a format (or type) of
 * a string or number schema. The conversion plans (ir/plans.ts), the SDK-side types (ir/schema-object.ts) and the extensions
 * the dialect allows (validate-document.ts) all read these rules; a new converter adds its rule here.
 */

/** Readings of a document in which a format converts that does not in every document. */
export interface ConverterModes {
  /** `format: date` is a `Date` (plain mode), not a string (the platform's SDK). */
  calendarDates?: boolean;
  /**
   * `type: number` converts too (the platform dialect): the platform sends non-finite floats as the strings "NaN",
   * "Infinity" and "-Infinity", and its SDK turns them into numbers.
   */
  floats?: boolean;
}

interface ExtensionRule {
  /** The schema key. */
  readonly extension: `x-${string}`;
  /** The JSON schema of its value. */
  readonly value: object;
  /** The converter a (truthy) value asks for. */
  readonly converter: (value: unknown) => ConverterName;
}

interface FormatRule {
  /** The JSON type the schema must allow. */
  readonly type: 'string' | 'number';
  /** The format it must have, if any. */
  readonly format?: string;
  /** The reading in which the rule holds, if not in all. */
  readonly mode?: keyof ConverterModes;
  readonly converter: ConverterName;
}

/** In order: the first rule that matches a schema decides. */
export const EXTENSION_RULES: readonly ExtensionRule[] = [
  { extension: 'x-media', value: { enum: ['image', 'video', 'audio', 'document'] }, converter: (kind) => kind as ConverterName },
  { extension: 'x-page-url', value: { enum: ['base-path', 'url'] }, converter: (shape) => (shape === 'url' ? 'pageUrlV2' : 'pageUrl') },
  { extension: 'x-address', value: { const: true }, converter: () => 'address' },
  { extension: 'x-geocode', value: { const: true }, converter: () => 'geocode' },
  { extension: 'x-data-item-dates', value: { const: true }, converter: () => 'dataItemDates' },
];

/** Every schema extension that changes a value's SDK form: the converters', and compressed rich content's (plans expand it). */
export const CONVERSION_EXTENSIONS: readonly string[] = [...EXTENSION_RULES.map((rule) => rule.extension), 'x-rich-content-compressed'];

/** Checked after the extensions, in order. */
export const FORMAT_RULES: readonly FormatRule[] = [
  { type: 'string', format: 'date-time', converter: 'date' },
  { type: 'string', format: 'date', mode: 'calendarDates', converter: 'calendarDate' },
  { type: 'number', mode: 'floats', converter: 'float' },
];

/**
 * Pairs [narrow, wide] of converters of one SDK type where the wide one reads every value the narrow one reads, to
 * the same value, and writes a value of its own wire form: for a value that may take either form (`anyOf:
 * [{format: date-time}, {format: date}]`), the wide one converts both. `2024-05-01` is the same midnight-UTC `Date`
 * either way; a `Date` is written as a date-time, which the value's first form takes.
 */
const WIDER: readonly (readonly [ConverterName, ConverterName])[] = [['calendarDate', 'date']];

/** The converter of a value that is either of two converted forms, when one of them takes both; else `undefined`. */
export function eitherConverter(a: ConverterName, b: ConverterName): ConverterName | undefined {
  return WIDER.find(([narrow, wide]) => (a === narrow && b === wide) || (a === wide && b === narrow))?.[1];
}

const hasType = (schema: JsonSchema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** The converter an `x-` extension of the schema asks for. */
export function extensionConverter(schema: JsonSchema): ConverterName | undefined {
  for (const rule of EXTENSION_RULES) if (schema[rule.extension]) return rule.converter(schema[rule.extension]);
  return undefined;
}

/** The converter the schema's format or type asks for in these modes. */
export function formatConverter(schema: JsonSchema, modes: ConverterModes): ConverterName | undefined {
  for (const rule of FORMAT_RULES) {
    if ((rule.mode === undefined || modes[rule.mode]) && hasType(schema, rule.type) && (rule.format === undefined || schema.format === rule.format))
      return rule.converter;
  }
  return undefined;
}

/** The converter a schema asks for itself (not through a `$ref` or its members): an extension's, else its format's. */
export const converterOf = (schema: JsonSchema, modes: ConverterModes): ConverterName | undefined =>
  extensionConverter(schema) ?? formatConverter(schema, modes);
