import * as runtime from '@siteapi/runtime/generated';
import { type ConverterName, converterTable } from '@siteapi/runtime/generated';

/**
 * The runtime's converter table as generated code spells it: the export name of each converter's function, which
 * generated decoders and request encoders import, and each converter's SDK-side type.
 */

let exportNames: Map<unknown, string> | undefined;

/** The name under which the runtime's internal entry exports a converter's decode or encode function. */
export function converterExport(name: ConverterName, direction: 'decode' | 'encode'): string {
  exportNames ??= new Map(Object.entries(runtime).map(([exported, value]) => [value, exported]));
  const exported = exportNames.get(converterTable()[name][direction]);
  if (!exported)
    throw new Error(`the ${direction} function of converter ${name} is not exported from @siteapi/runtime/generated, which generated code imports it from`);
  return exported;
}

/** The SDK-side type of a converted value, or undefined where the value keeps the type its schema gives. */
export const convertedType = (name: ConverterName): string | undefined => converterTable()[name].sdkType;

/** Whether a converter's SDK-side type is one the runtime exports (generated files import it). */
export const isRuntimeType = (name: ConverterName): boolean => converterTable()[name].runtimeType;

/**
 * What of the runtime's converter table shapes generated code (export names, SDK-side types), as text: the generator
 * hash covers it, as the runtime's own files are not the generator's.
 */
export function converterTableText(): string {
  const rows = (Object.keys(converterTable()) as ConverterName[]).map((name) => [
    name,
    converterExport(name, 'decode'),
    converterExport(name, 'encode'),
    convertedType(name) ?? null,
    isRuntimeType(name),
  ]);
  return JSON.stringify(rows);
}
