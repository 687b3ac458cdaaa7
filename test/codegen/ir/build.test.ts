import { describe, expect, it, vi } from 'vitest';
import { buildIr, emitAll, parseSources } from '../../../codegen/generate.ts';
import { formatProblem, SpecProblemsError } from '../../../codegen/problems.ts';

// A shape of document no rule expected must end as a located problem, never a stack trace: the IR is built per
// operation behind a guard, and each service is emitted behind one. The failures are simulated on named operations.
vi.mock('../../../codegen/ir/operation-object.ts', async (original) => {
  const actual = await original<typeof import('../../../codegen/ir/operation-object.ts')>();
  return {
    ...actual,
    operationOf: (...args: Parameters<typeof actual.operationOf>) => {
      if (args[4].operationId === 'irBoom') throw new TypeError("Cannot read properties of undefined (reading 'length')");
      return actual.operationOf(...args);
    },
  };
});
vi.mock('../../../codegen/emit/schema-types-file.ts', async (original) => {
  const actual = await original<typeof import('../../../codegen/emit/schema-types-file.ts')>();
  return {
    ...actual,
    emitSchemaTypes: (...args: Parameters<typeof actual.emitSchemaTypes>) => {
      if (args[0].operations.some((o) => o.operationId === 'emitBoom')) throw new TypeError('value.replace is not a function');
      return actual.emitSchemaTypes(...args);
    },
  };
});

const documentWith = (operationId: string) =>
  `openapi: 3.0.3
info: { title: Guarded, version: '1' }
paths:
  /ok:
    get:
      operationId: fine
      responses: { '200': { description: ok } }
  /boom:
    get:
      operationId: ${operationId}
      responses: { '200': { description: ok } }
`;

async function problemsOf(operationId: string): Promise<string[]> {
  try {
    const docs = parseSources([{ file: 'g.yaml', text: documentWith(operationId) }]);
    emitAll(buildIr(docs), docs);
  } catch (error) {
    if (error instanceof SpecProblemsError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe('buildService and emitServiceFiles guards', () => {
  it('an operation the IR cannot read is a problem at its line', async () => {
    expect(await problemsOf('irBoom')).toEqual([
      "g.yaml:9:5 reading GET /boom failed on this document (a generator bug, please report it): TypeError: Cannot read properties of undefined (reading 'length')",
    ]);
  });

  it('a service that cannot be emitted is a problem at its document', async () => {
    expect(await problemsOf('emitBoom')).toEqual([
      'g.yaml:1:1 emitting guarded failed on this document (a generator bug, please report it): TypeError: value.replace is not a function',
    ]);
  });

  it('the document generates without them', async () => {
    expect(await problemsOf('alsoFine')).toEqual([]);
  });
});
