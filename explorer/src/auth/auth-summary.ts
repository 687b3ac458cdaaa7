// What calls to a target would carry, in a word: the top bar's summary and the sign-in form's line. Its own module so
// the panel and its lazy forms both read it without importing each other.
import { boundTarget, PLATFORM_SIGN_IN } from './document-schemes.ts';
import type { AuthState } from '../store/auth-store.ts';
import type { PlatformSignInState } from '../store/platform-sign-in.ts';

/** The platform's sign-in in a word, for calls to `target`. */
export function platformSignInSummary(state: Pick<PlatformSignInState, 'kind' | 'role' | 'apiKeySet' | 'tokenTarget'>, target: string): string {
  if (state.kind === 'apiKey' && state.apiKeySet) return 'API key';
  // Tokens are only sent to the target that issued them.
  if (state.kind === 'oauth' && state.tokenTarget && state.tokenTarget !== target) return 'None here (signed in on another target)';
  if (state.kind === 'oauth' && state.role === 'member') return 'Member';
  if (state.kind === 'oauth' && state.role === 'visitor') return 'Visitor';
  if (state.kind === 'oauth') return 'Visitor (on first call)';
  return 'No auth';
}

/**
 * The top bar's word for what calls to `target` would carry: the platform's sign-in where the explorer offers it,
 * else the names of the document's schemes set for this target.
 */
export function authSummary(state: Pick<AuthState, 'set' | 'platform'>, target: string, platformSignIn: boolean): string {
  if (platformSignIn) return platformSignInSummary(state.platform, target);
  const here = Object.entries(state.set)
    .filter(([name, boundTo]) => name !== PLATFORM_SIGN_IN.name && boundTo === boundTarget(target))
    .map(([name]) => name.slice(name.indexOf('.') + 1));
  if (here.length > 0) return here.join(', ');
  return Object.keys(state.set).length > 0 ? 'None here (set for another target)' : 'No auth';
}
