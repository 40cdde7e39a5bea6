import { randomBytes } from 'node:crypto';

/**
 * The tokens of the links we e-mail (unsubscribe, confirm): 128 random
 * bits, unguessable and short enough for a link.
 */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** What `newToken` makes; anything else is refused before any query. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(token);
}
