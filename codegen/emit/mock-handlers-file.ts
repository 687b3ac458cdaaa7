import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { printFile, spaced } from './printing.ts';
import { FileImports } from './file-imports.ts';
import { mockNames, Names } from '../naming.ts';
import { docs } from './type-text.ts';

/**
 * `<service>/mock-handlers.ts` (`generate --msw`): the service's msw handlers over the bundled document, and one typed
 * mock per call (`blogMocks.getPost(resolver)`), both from `@siteapi/mock`. A separate file, so the clients never
 * carry msw.
 */
export function emitMockHandlers(service: IrService, modules: string[]): string {
  const names = mockNames(service.name);
  const ops = [...service.operations].sort((a, b) => a.operationId.localeCompare(b.operationId));
  const imports = new FileImports('mockHandlers', '')
    .values(['createHandlers', 'mockCall'])
    .types(['MockCallOptions', 'MockDocument', 'MockOptions', 'MockResolver'])
    .declares([names.handlers, names.calls]);
  for (const m of modules)
    imports.fromFile(
      m,
      ops.filter((o) => o.module === m).map((o) => o.operationId),
    );
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.Function,
      isExported: true,
      name: names.handlers,
      docs: docs(
        `msw handlers of every ${service.name} call, over the bundled document (\`openapi.json\`): answers from the spec's examples, requests checked against its schemas. \`setupServer(...${names.handlers}(document))\`.`,
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
      docs: docs(
        `One ${service.name} call answered by a typed resolver, for a test: \`server.use(${names.calls}.${ops[0]?.operationId ?? 'call'}(() => ...))\`.`,
      ),
      declarations: [
        {
          name: names.calls,
          initializer: `{\n${ops.map(mockEntry).join('')}}`,
        },
      ],
    },
  ];
  return printFile(`${service.name}/mock-handlers.ts`, [...imports.declarations(), ...spaced(statements)], service.file);
}

/** A call's typed mock; its parameters named apart from the call, which they would hide (`resolve2` for a call `resolve`). */
function mockEntry(op: IrService['operations'][number]): string {
  const params = new Names([], 'value');
  params.claim(op.operationId);
  const [resolve, options] = [params.take('resolve'), params.take('options')];
  const call = op.operationId;
  return `  ${call}: (${resolve}: MockResolver<typeof ${call}>, ${options}?: MockCallOptions) => mockCall(${call}, ${resolve}, ${options}),\n`;
}
