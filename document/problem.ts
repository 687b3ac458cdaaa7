/** A problem in a document with its place in the source, reported as `file:line:col message`. */
export interface Problem {
  file: string;
  line: number;
  col: number;
  message: string;
  /** What a warning is about (`x-key`, `oauth2-scopes`, …): warnings of one kind are reported once, with a count. */
  kind?: string;
}
