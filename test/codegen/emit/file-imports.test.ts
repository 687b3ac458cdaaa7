import { describe, expect, it } from 'vitest';
import { FileImports } from '../../../codegen/emit/file-imports.ts';
import { printStructures } from '../../../codegen/emit/structure-printer.ts';

// A file's symbol registry: the names it imports, recorded as used, written as its import declarations.
const RT = '@siteapi/runtime/generated';

/** The registry's declarations as the printer writes them. */
const printed = (imports: FileImports) => printStructures(imports.declarations());

describe('FileImports', () => {
  it.each([
    [
      'package values and types, sorted, each once, then sibling files in the order first used',
      () =>
        new FileImports('module', RT)
          .values(['paginate', 'defineGeneratedCall', 'paginate'])
          .typesUsed(new Set(['Pet', 'Call', 'Owner', 'Local']), new Set(['Local']), 'schema-types')
          .fromFile('request-plans', ['petPlan'])
          .fromFile('service-info', ['petsService']),
      `import { defineGeneratedCall, paginate } from '${RT}';
import type { Call } from '${RT}';
import type { Owner, Pet } from './schema-types.js';
import { petPlan } from './request-plans.js';
import { petsService } from './service-info.js';`,
    ],
    [
      'types first when the file uses them first; an empty source writes nothing',
      () => new FileImports('conversionPlans', RT).types(['Plan', 'Expansion']).values([]).fromFile('request-plans', []),
      `import type { Expansion, Plan } from '${RT}';`,
    ],
    [
      "the mock's names from @siteapi/mock",
      () => new FileImports('mockHandlers', RT).values(['mockCall']).fromFile('pets', ['listPets', 'getPet']),
      `import { mockCall } from '@siteapi/mock';
import { listPets, getPet } from './pets.js';`,
    ],
  ] as const)('%s', (_, make, want) => expect(printed(make())).toBe(want));

  it('refuses a package name the table does not list for the file kind, where it is used', () => {
    expect(() => new FileImports('callExamples', RT).types(['Plan'])).toThrow(
      'a callExamples file imports the type Plan, which codegen/imported-names.ts does not list',
    );
    expect(() => new FileImports('module', RT).values(['fetch'])).toThrow('a module file imports fetch, which codegen/imported-names.ts does not list');
  });

  it('binds a name once: imported from two places, or imported and declared, is refused', () => {
    expect(() => new FileImports('module', RT).values(['paginate']).fromFile('request-plans', ['paginate'])).toThrow(
      `a module file binds paginate twice: imported from ${RT} and imported from ./request-plans.js`,
    );
    expect(() => new FileImports('mockHandlers', RT).declares(['petsMocks']).fromFile('pets', ['petsMocks'])).toThrow(
      'a mockHandlers file binds petsMocks twice: declared in the file and imported from ./pets.js',
    );
    const imports = new FileImports('module', RT).values(['paginate']).declares(['listPets']);
    expect([imports.has('paginate'), imports.has('listPets'), imports.has('getPet')]).toEqual([true, true, false]);
  });
});
