import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures, VariableStatementStructure } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { Code, literalText } from './literal-text.ts';
import { docs, propertyName } from './type-text.ts';
import { FILES, printFile, serviceConst, spaced } from './printing.ts';
import { FileImports } from './file-imports.ts';

/**
 * The file of a service's error catalogue when only error answers read it. Not in FILES: its dash keeps it apart
 * from module names all the same.
 */
export const CATALOGUE_FILE = 'error-catalogue';

/** The file of a service's security schemes, which only the first signed call reads (`loadSecurity`). */
export const SECURITY_FILE = 'security-schemes';

/** Whether a service's catalogue has its own file: not when the client raises its errors itself (client rules). */
export const catalogueHasFile = (service: IrService): boolean => Object.keys(service.clientRules).length === 0;

/** The files this emitter writes: the service's info, and its error catalogue when that has a file of its own. */
export interface ServiceInfoFiles {
  info: string;
  catalogue?: string;
  security?: string;
}

/**
 * generated/<service>/service-info.ts: prefix, host and error catalogue, shared by every call of the service.
 *
 * The catalogue (codes, messages, descriptions: often the larger part) is read by error answers only, so it has its
 * own file, error-catalogue.ts, that the runtime loads with the first error answer (`loadErrors`); the service's
 * index exports it (a re-export here would put it back into every bundle). A service with client rules keeps it
 * here: the client raises its errors before anything is sent. The security schemes, read only by a call that sends
 * credentials, have their own file too, security-schemes.ts (`loadSecurity`).
 */
export function emitServiceInfo(service: IrService, runtime: string): ServiceInfoFiles {
  const imports = new FileImports('serviceInfo', runtime)
    .values(service.platform ? ['PLATFORM'] : [])
    .types(service.security ? ['Credential', 'ServiceInfo'] : ['ServiceInfo']);
  const catalogue = Object.fromEntries(
    service.errors.map((e) => [e.code, { status: e.status, message: e.message, description: e.description, clientCode: e.clientCode }]),
  );
  const errorsName = service.typeNames.errors;
  const lazy = catalogueHasFile(service);
  const catalogueStatement: VariableStatementStructure = {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: docs(`Application error codes of the ${service.title} service (x-error-catalogue).`),
    declarations: [{ name: errorsName, initializer: `${literalText(catalogue)} as const` }],
  };
  let catalogueFile: string | undefined;
  if (lazy) {
    catalogueFile = printFile(`${service.name}/${CATALOGUE_FILE}.ts`, spaced([catalogueStatement]), service.file);
    imports.fromFile(CATALOGUE_FILE, [errorsName], true);
  }
  const statements: StatementStructures[] = [
    ...(lazy ? [] : [catalogueStatement]),
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: service.typeNames.errorCode,
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
            sitePaths: service.sitePaths,
            platform: service.platform ? new Code('PLATFORM') : undefined,
            clientRules: Object.keys(service.clientRules).length > 0 ? service.clientRules : undefined,
            errors: lazy ? undefined : new Code(errorsName),
            loadErrors: lazy ? new Code(`() => import('./${CATALOGUE_FILE}.js').then((m) => m.${errorsName})`) : undefined,
            loadResponsePlans: service.operations.some((op) => op.responsePlan)
              ? new Code(`() => import('./${FILES.plans}.js').then((m) => m.responsePlans)`)
              : undefined,
            // Data the signing chunk reads with the first call that sends credentials: a call without them carries none.
            loadSecurity: service.security ? new Code(`() => import('./${SECURITY_FILE}.js').then((m) => m.security)`) : undefined,
          }),
        },
      ],
    },
  ];
  if (service.security) {
    statements.push({
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: service.typeNames.credentials!,
      docs: docs(`Credentials for \`createClient({ credentials })\`, by the document's security scheme names.`),
      type: `{ ${Object.keys(service.security.schemes)
        .map((n) => `readonly ${propertyName(n)}?: Credential`)
        .join('; ')} }`,
    });
  }
  const securityFile =
    service.security &&
    printFile(
      `${service.name}/${SECURITY_FILE}.ts`,
      [
        ...new FileImports('securitySchemes', runtime).types(['ServiceSecurity']).declarations(),
        ...spaced([
          {
            kind: StructureKind.VariableStatement,
            isExported: true,
            declarationKind: VariableDeclarationKind.Const,
            docs: docs(`The security schemes of the ${service.title} service and its default requirement.`),
            declarations: [{ name: 'security', type: 'ServiceSecurity', initializer: literalText(service.security) }],
          },
        ]),
      ],
      service.file,
    );
  return {
    info: printFile(`${service.name}/${FILES.service}.ts`, [...imports.declarations(), ...spaced(statements)], service.file),
    catalogue: catalogueFile,
    security: securityFile,
  };
}
