import { StructureKind } from './structure-kinds.ts';
import type { ExportDeclarationStructure } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { FILES, printFile } from './printing.ts';
import { CATALOGUE_FILE, catalogueHasFile } from './service-info-file.ts';

export function emitServiceIndex(service: IrService, modules: string[]): string {
  const files = [
    FILES.types,
    FILES.service,
    ...(catalogueHasFile(service) ? [CATALOGUE_FILE] : []),
    ...modules,
    ...(service.events.length > 0 ? [FILES.events] : []),
  ];
  const exports = files.map((f): ExportDeclarationStructure => ({ kind: StructureKind.ExportDeclaration, moduleSpecifier: `./${f}.js` }));
  return printFile(`${service.name}/index.ts`, exports, service.file);
}
