import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { importDeclaration, printFile, serviceIdentifier, spaced, type ProjectRef } from './printing.ts';
import { docs } from './type-text.ts';

/**
 * `<service>/mock-handlers.ts` (`generate --msw`): the service's msw handlers over the bundled document, and one typed
 * mock per call (`blogMocks.getPost(resolver)`), both from `@siteapi/mock`. A separate file, so the clients never
 * carry msw.
 */
export function emitMockHandlers(project: ProjectRef, service: IrService, modules: string[]): string {
  const id = serviceIdentifier(service);
  const ops = [...service.operations].sort((a, b) => a.operationId.localeCompare(b.operationId));
  const imports = [
    importDeclaration({ moduleSpecifier: '@siteapi/mock', namedImports: ['createHandlers', 'mockCall'] }),
    importDeclaration({
      moduleSpecifier: '@siteapi/mock',
      isTypeOnly: true,
      namedImports: ['MockCallOptions', 'MockDocument', 'MockOptions', 'MockResolver'],
    }),
    ...modules.map((m) => importDeclaration({ moduleSpecifier: `./${m}.js`, namedImports: ops.filter((o) => o.module === m).map((o) => o.operationId) })),
  ];
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.Function,
      isExported: true,
      name: `${id}Handlers`,
      docs: docs(
        `msw handlers of every ${service.name} call, over the bundled document (\`openapi.json\`): answers from the spec's examples, requests checked against its schemas. \`setupServer(...${id}Handlers(document))\`.`,
      ),
      parameters: [
        { name: 'document', type: 'MockDocument' },
        { name: 'options', type: "Omit<MockOptions, 'services'>", initializer: '{}' },
      ],
      returnType: 'ReturnType<typeof createHandlers>',
      statements: `return createHandlers(document, { ...options, services: [${JSON.stringify(service.name).replaceAll('"', "'")}] });`,
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs(`One ${service.name} call answered by a typed resolver, for a test: \`server.use(${id}Mocks.${ops[0]?.operationId ?? 'call'}(() => ...))\`.`),
      declarations: [
        {
          name: `${id}Mocks`,
          initializer: `{\n${ops
            .map(
              (op) =>
                `  ${op.operationId}: (resolve: MockResolver<typeof ${op.operationId}>, options?: MockCallOptions) => mockCall(${op.operationId}, resolve, options),\n`,
            )
            .join('')}}`,
        },
      ],
    },
  ];
  return printFile(project, `${service.name}/mock-handlers.ts`, [...imports, ...spaced(statements)], service.file);
}
