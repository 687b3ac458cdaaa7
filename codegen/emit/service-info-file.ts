import { type Project, StructureKind, VariableDeclarationKind } from 'ts-morph';
import { pascalCase } from '../ir/build.ts';
import type { IrService } from '../ir/types.ts';
import { Code, literalText } from './literal-text.ts';
import { docs, propertyName } from './type-text.ts';
import { addStatements, FILES, print, serviceConst } from './printing.ts';

/** generated/<service>/service-info.ts: prefix, host and error catalogue, shared by every call of the service. */
export function emitServiceInfo(project: Project, service: IrService, runtime: string): string {
  const file = project.createSourceFile(`${service.name}/${FILES.service}.ts`, '', { overwrite: true });
  file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: service.security ? ['Credential', 'ServiceInfo'] : ['ServiceInfo'], isTypeOnly: true });
  const catalogue = Object.fromEntries(
    service.errors.map((e) => [e.code, { status: e.status, message: e.message, description: e.description, clientCode: e.clientCode }]),
  );
  const errorsName = `${serviceConst(service).replace(/Service$/, '')}Errors`;
  addStatements(file, [
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs(`Application error codes of the ${service.title} service (x-error-catalogue).`),
      declarations: [{ name: errorsName, initializer: `${literalText(catalogue)} as const` }],
    },
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: `${pascalCase(service.name)}ErrorCode`,
      type: service.errors.length > 0 ? `keyof typeof ${errorsName}` : 'never',
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs(service.description ?? service.title),
      declarations: [
        {
          name: serviceConst(service),
          type: 'ServiceInfo',
          initializer: literalText({
            name: service.name,
            title: service.title,
            prefix: service.prefix,
            host: service.host,
            clientRules: Object.keys(service.clientRules).length > 0 ? service.clientRules : undefined,
            errors: new Code(errorsName),
            security: service.security,
          }),
        },
      ],
    },
  ]);
  if (service.security) {
    addStatements(file, [
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: `${pascalCase(service.name)}Credentials`,
        docs: docs(`Credentials for \`createClient({ credentials })\`, by the document's security scheme names.`),
        type: `{ ${Object.keys(service.security.schemes)
          .map((n) => `readonly ${propertyName(n)}?: Credential`)
          .join('; ')} }`,
      },
    ]);
  }
  return print(file, service.file);
}
