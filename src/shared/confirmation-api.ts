import { apiPaths, paths } from './paths.ts';
import { tokenLink } from './token-link.ts';

/** The confirmation e-mail's link (double opt-in, docs/decisions/010-double-opt-in.md). */
export const confirmationLink = tokenLink(paths.confirmation, apiPaths.confirmation);

// The names the site's page reads (src/site/pages/confirmation.tsx).
export const CONFIRMATION_API_PATH = confirmationLink.path;
export const CONFIRMATION_PAGE_PARAM = confirmationLink.pageParam;
export const CONFIRMATION_STATUS = confirmationLink.status;
