import type { Project } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { FILES, print } from './printing.ts';
import { CATALOGUE_FILE, catalogueHasFile } from './service-info-file.ts';

export function emitServiceIndex(project: Project, service: IrService, modules: string[]): string {
  const file = project.createSourceFile(`${service.name}/index.ts`, '', { overwrite: true });
  file.addExportDeclaration({ moduleSpecifier: `./${FILES.types}.js` });
  file.addExportDeclaration({ moduleSpecifier: `./${FILES.service}.js` });
  if (catalogueHasFile(service)) file.addExportDeclaration({ moduleSpecifier: `./${CATALOGUE_FILE}.js` });
  for (const m of modules) file.addExportDeclaration({ moduleSpecifier: `./${m}.js` });
  if (service.events.length > 0) file.addExportDeclaration({ moduleSpecifier: `./${FILES.events}.js` });
  return print(file, service.file);
}
