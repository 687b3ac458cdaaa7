import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { IrService } from '../ir/types.ts';
import { literalText } from './literal-text.ts';
import { docs } from './type-text.ts';
import { FILES, printFile, spaced } from './printing.ts';
import { FileImports } from './file-imports.ts';

/** generated/<service>/call-examples.ts: call examples as requests (`argumentsFromRequest` gives their arguments), for tests and the explorer. */
export function emitCallExamples(service: IrService, runtime: string): string {
  const value = Object.fromEntries(
    service.operations.map((op) => [op.operationId, op.examples.map((e) => ({ name: e.name, summary: e.summary, request: e.request }))]),
  );
  const statements = [
    ...new FileImports('callExamples', runtime).types(['CallExample']).declarations(),
    ...spaced([
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: docs('Named call examples of every operation, from the spec.'),
        declarations: [{ name: 'examples', type: 'Record<string, CallExample[]>', initializer: literalText(value) }],
      },
    ]),
  ];
  return printFile(`${service.name}/${FILES.examples}.ts`, statements, service.file);
}
