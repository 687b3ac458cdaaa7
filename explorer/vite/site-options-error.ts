/** The problems of a docs site's settings or out folder that the caller can fix, said plainly. */
export class SiteOptionsError extends Error {
  override name = 'SiteOptionsError';
}
