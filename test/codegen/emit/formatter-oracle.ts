import { IndentationText, Project, QuoteKind, type StatementStructures } from 'ts-morph';
import type { Statements } from '../../../codegen/emit/printing.ts';

// How generated files were made before the printer was ours, kept as the tests' measure of it: ts-morph builds the
// file from the same structures and TypeScript's formatter formats it (ts-morph's `formatText`, the formatter's public
// entry through the language service). Tests only: generation loads neither.

const project = new Project({
  useInMemoryFileSystem: true,
  manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces, useTrailingCommas: true },
});

/** The statements' file (without the do-not-edit header) as ts-morph printed it and TypeScript's formatter left it. */
export function formatterPrint(statements: Statements): string {
  return formatted(project.createSourceFile('oracle.ts', { statements: statements as StatementStructures[] }, { overwrite: true }));
}

/** Code as TypeScript's formatter leaves it: as printing.ts's last step had it, no blank line at the end, `\n` line breaks. */
export function formatterText(text: string): string {
  return formatted(project.createSourceFile('oracle.ts', text, { overwrite: true }));
}

function formatted(file: ReturnType<typeof project.createSourceFile>): string {
  file.formatText({ indentSize: 2, tabSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
  return `${file
    .getFullText()
    .trimEnd()
    .replace(/\r?\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')}\n`;
}
