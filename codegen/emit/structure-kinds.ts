// The values of ts-morph's `StructureKind` and `VariableDeclarationKind` that the emitters build structures with, kept
// here so that building and printing a file loads no ts-morph (its module and its own TypeScript take some 0.5 s to
// load). A test holds them equal to the package's; the types are ts-morph's (type imports are erased).
import type { StructureKind as Kind, VariableDeclarationKind as DeclarationKind } from 'ts-morph';

export const StructureKind = {
  ExportDeclaration: 11 as Kind.ExportDeclaration,
  Function: 13 as Kind.Function,
  ImportDeclaration: 16 as Kind.ImportDeclaration,
  Interface: 19 as Kind.Interface,
  SourceFile: 36 as Kind.SourceFile,
  TypeAlias: 38 as Kind.TypeAlias,
  VariableStatement: 41 as Kind.VariableStatement,
} as const;

export const VariableDeclarationKind = {
  Const: 'const' as DeclarationKind.Const,
} as const;
