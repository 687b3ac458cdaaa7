// Header names as the runtime writes them: in lower case, so one set by the client, the call, a header parameter or
// an auth strategy replaces another of the same name in any case rather than going beside it (fetch joins two names
// that differ in case into one `a, b` value).

/** A header record with its names in lower case; a later name of the same letters wins. */
export function lowerCaseNames(record: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (record) for (const name of Object.keys(record)) out[name.toLowerCase()] = record[name]!;
  return out;
}
