import { apiPaths, paths } from './paths.ts';
import { tokenLink } from './token-link.ts';

/**
 * The announcement's unsubscribe link; its API address is also the e-mail's
 * `List-Unsubscribe` header (RFC 8058's one-click POST). E-mails sent before
 * pages had their own addresses link to `/#/Desinscription?jeton=…`, which
 * the site’s root page sends to the page (src/site/lib/hash-link.ts, inlined).
 */
export const unsubscribeLink = tokenLink(paths.unsubscribe, apiPaths.unsubscribe);

// The names the site's page and its test read (src/site/pages/unsubscribe.tsx).
export const UNSUBSCRIBE_API_PATH = unsubscribeLink.path;
export const UNSUBSCRIBE_PAGE_PARAM = unsubscribeLink.pageParam;
export const UNSUBSCRIBE_PAGE_PATH = unsubscribeLink.pagePath;
export const UNSUBSCRIBE_STATUS = unsubscribeLink.status;
