import { escapePointer } from '@siteapi/document';
import type { OperationObject } from '@siteapi/document';
import { coveredKeys, fieldKeys, matchField, type RequestFields } from './request-fields.ts';

// A call's `x-arguments`: every field they name exists, and every request field is carried exactly once.

export function checkArguments(
  op: OperationObject,
  fields: RequestFields,
  pointer: string,
  label: string,
  at: (pointer: string, message: string) => void,
): void {
  if (!Array.isArray(op['x-arguments'])) return;
  const carried = new Map<string, string>();
  const seenNames = new Set<string>();
  op['x-arguments'].forEach((arg, i) => {
    const argPointer = `${pointer}/x-arguments/${i}`;
    if (seenNames.has(arg.name)) at(argPointer, `${label}: duplicate argument '${arg.name}'`);
    seenNames.add(arg.name);
    const refs =
      arg.value !== undefined
        ? [[arg.name, arg.value, `${argPointer}/value`]]
        : Object.entries(arg.properties ?? {}).map(([p, f]) => [`${arg.name}.${p}`, f, `${argPointer}/properties/${escapePointer(p)}`]);
    for (const [callerPath, ref, refPointer] of refs) {
      if (typeof ref !== 'string') continue;
      const match = matchField(fields, ref);
      if (typeof match === 'string') {
        at(refPointer, `${label}: argument ${callerPath} carries ${match}`);
        continue;
      }
      for (const k of coveredKeys(fields, match)) {
        const prev = carried.get(k);
        if (prev) at(refPointer, `${label}: request field ${k.replace(':', ' ')} is carried by both ${prev} and ${callerPath}`);
        else carried.set(k, callerPath);
      }
    }
  });
  for (const k of fieldKeys(fields)) {
    if (!carried.has(k)) at(`${pointer}/x-arguments`, `${label}: request field ${k.replace(':', ' ').trim()} is carried by no argument`);
  }
}
