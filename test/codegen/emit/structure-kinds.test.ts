import { describe, expect, it } from 'vitest';
import * as TsMorph from 'ts-morph';
import { StructureKind, VariableDeclarationKind } from '../../../codegen/emit/structure-kinds.ts';

describe('structure-kinds', () => {
  it("holds ts-morph's values", () => {
    for (const [name, value] of Object.entries(StructureKind)) expect(value, name).toBe(TsMorph.StructureKind[name as keyof typeof TsMorph.StructureKind]);
    for (const [name, value] of Object.entries(VariableDeclarationKind))
      expect(value, name).toBe(TsMorph.VariableDeclarationKind[name as keyof typeof TsMorph.VariableDeclarationKind]);
  });
});
