/**
 * How every link of the original hash-routed site begins: `#/Website`. On its
 * own, so that the root page's <head> script (hash-guard.ts) carries no more.
 */
export const HASH_LINK_PREFIX = '#/';
