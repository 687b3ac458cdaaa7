import { CONFIGURATIONS } from './configurations.ts';
import type { DocumentResult } from './run-corpus.ts';

/** What went wrong first with a document, in the order the stages run. */
export type Verdict = 'pass' | 'refused' | 'crash' | 'lost' | 'does not parse' | 'does not compile';

export function verdictOf(r: DocumentResult): Verdict {
  const status = r.generate.status;
  if (status === 'problems') return 'refused';
  if (status === 'crash') return 'crash';
  if (status === 'lost') return 'lost';
  if (r.diagnostics.some((d) => d.kind === 'syntax')) return 'does not parse';
  if (r.diagnostics.length > 0 || r.compiledIn.length < Object.keys(CONFIGURATIONS).length) return 'does not compile';
  return 'pass';
}

/** Names, numbers and pointers taken out, so one cause on many documents reads as one message. */
export function normalise(message: string): string {
  return message
    .replace(/#\/[^\s'"`,)]*/g, '#/…')
    .replace(/'[^']*'/g, "'…'")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/`[^`]*`/g, '`…`')
    .replace(/\b\d+(\.\d+)*\b/g, 'N');
}

export interface FailureClass {
  verdict: Verdict;
  /** The normalised cause: a problem's message, a crash's error and first frame, a TS code and message. */
  cause: string;
  documents: string[];
  /** Configurations it appears in (compile errors). */
  configurations: Set<string>;
  example: { document: string; error: string };
}

/**
 * Groups failing documents by cause: a document is counted once in each distinct cause it shows (a refused
 * document with two kinds of problem is in both classes), ordered by the number of documents.
 */
export function failureClasses(results: DocumentResult[]): FailureClass[] {
  const classes = new Map<string, FailureClass>();
  const add = (verdict: Verdict, cause: string, document: string, error: string, configuration?: string) => {
    const key = `${verdict}\u0000${cause}`;
    let c = classes.get(key);
    if (!c) classes.set(key, (c = { verdict, cause, documents: [], configurations: new Set(), example: { document, error } }));
    if (!c.documents.includes(document)) c.documents.push(document);
    if (configuration) c.configurations.add(configuration);
  };
  for (const r of results) {
    const g = r.generate;
    if (g.status === 'problems') {
      for (const p of g.problems ?? []) add('refused', normalise(p.replace(/^\S+:\d+:\d+ /, '')), r.name, p);
    } else if (g.status === 'crash') {
      const frame = g.stack?.[0]?.replace(/:\d+:\d+\)?$/, '').replace(/^at (\S+ \()?/, '') ?? '';
      add('crash', `${normalise(g.error ?? '')}${frame ? ` at ${frame}` : ''}`, r.name, [g.error, ...(g.stack ?? [])].join('\n    '));
    } else if (g.status === 'lost') {
      add('lost', normalise(g.error), r.name, g.error);
    }
    // Of a file that does not parse, the first syntax error is the cause; the rest follow from it.
    const syntax = r.diagnostics.filter((d) => d.kind === 'syntax');
    const firstPerFile = syntax.filter((d, i) => syntax.findIndex((x) => x.file === d.file) === i);
    for (const d of syntax.length > 0 ? firstPerFile : r.diagnostics) {
      const verdict: Verdict = d.kind === 'syntax' ? 'does not parse' : 'does not compile';
      const at = d.file ? `${d.file}:${d.line}:${d.col} ` : `${d.configuration}: `;
      // Code 0: not TypeScript's diagnostic but the program's own failure (its worker lost).
      const code = d.code ? `TS${d.code}` : 'tsc';
      const where = `${at}${code}: ${d.message}${d.source ? `\n    ${d.source.trim()}` : ''}`;
      add(verdict, `${code} ${normalise(d.message)}`, r.name, where, d.configuration);
    }
  }
  return [...classes.values()].sort((a, b) => b.documents.length - a.documents.length || a.cause.localeCompare(b.cause));
}
