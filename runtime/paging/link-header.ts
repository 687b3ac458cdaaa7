// RFC 8288 `Link` headers: `<https://api.example.com/items?page=2>; rel="next", <…>; rel="last"`.

/** The target of the first link whose `rel` names `rel` (relation types are case-insensitive and space-separated). */
export function linkTarget(header: string | null, rel: string): string | undefined {
  if (!header) return undefined;
  // Each link is `<uri-reference>` and its parameters, up to the next link's `<` (URIs may hold commas).
  const linkPattern = /<([^>]*)>([^<]*)/g;
  for (const match of header.matchAll(linkPattern)) {
    const params = match[2] ?? '';
    for (const param of params.matchAll(/;\s*([^=;,\s]+)\s*(?:=\s*(?:"([^"]*)"|([^;,\s]*)))?/g)) {
      if (param[1]!.toLowerCase() !== 'rel') continue;
      const relations = (param[2] ?? param[3] ?? '').toLowerCase().split(/\s+/);
      if (relations.includes(rel.toLowerCase())) return match[1];
    }
  }
  return undefined;
}
