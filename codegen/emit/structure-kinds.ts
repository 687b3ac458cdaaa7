// The values of ts-morph's `StructureKind` and `VariableDeclarationKind` that the emitters build structures with, kept
// here so that building and printing a file loads no ts-morph: its structure types are the code model, and
// structure-printer.ts prints them. Each is the value ts-morph's published declarations give its member (`ExportDeclaration = 11` in
// lib/ts-morph.d.ts), and the type checker holds it so: `typed<Kind.X>(n)` does not compile where n is not X's value.
// Type imports are erased.
import type { StructureKind as Kind, VariableDeclarationKind as DeclarationKind } from 'ts-morph';

/** A value as the enum member type it is declared to be, checked (a cast would not be). */
const typed = <T>(value: T): T => value;

export const StructureKind = {
  ExportDeclaration: typed<Kind.ExportDeclaration>(11),
  Function: typed<Kind.Function>(13),
  ImportDeclaration: typed<Kind.ImportDeclaration>(16),
  Interface: typed<Kind.Interface>(19),
  TypeAlias: typed<Kind.TypeAlias>(38),
  VariableStatement: typed<Kind.VariableStatement>(41),
} as const;

export const VariableDeclarationKind = {
  // A string enum: no literal is assignable to its member, so this one is a cast, held equal by structure-kinds.test.ts.
  Const: 'const' as DeclarationKind.Const,
} as const;
