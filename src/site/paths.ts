import { COLLECTION_PARAM, paths, projectPage, websiteSections } from '../shared/paths.ts';

// The one list of addresses is shared (src/shared/paths.ts); the site adds
// the helpers its links need.
export { paths, websiteSections };

/** The route parameter naming the offer: `/Offer/<slug>`. */
export const OFFER_SLUG_PARAM = COLLECTION_PARAM;

/** An offer's own page, e.g. `/Offer/securite-applicative`. */
export function offerHref(slug: string): string {
  return `${paths.offer}/${encodeURIComponent(slug)}`;
}

/** The contact block of /Website, as a link. */
export const websiteContactHref = `${paths.website}#${websiteSections.contact}`;

/** The route parameter naming a project: `/Realisation/<slug>`. */
export const PROJECT_SLUG_PARAM = COLLECTION_PARAM;

/** A project's page: `/Kaouka`, `/GithubInvoice` (SPEC.md), `/Realisation/<slug>` for the others. */
export function projectHref(slug: string): string {
  return projectPage(slug).path;
}

/** The id of a course's heading on /Formation: its address there, for links and the Course JSON-LD. */
export function courseSectionId(slug: string): string {
  return `formation-${slug}`;
}
