import { paths } from './paths.ts';

/**
 * Which file of src/site/pages/ holds each lazily loaded page, as routes.tsx
 * imports them. The build reads it to let the page opened by a deep link
 * fetch its own code alongside the main script (scripts/prerender.ts, which
 * fails if this table and the main bundle's lazy imports disagree; decision
 * 006). The landing page is not here: it is in the main bundle (decision 005).
 */
export const pageModules = {
  [paths.website]: 'website',
  [paths.offer]: 'offer',
  [paths.realisation]: 'realisation',
  [paths.kaouka]: 'kaouka',
  [paths.kaoukaApple]: 'kaouka-app-apple',
  [paths.termsFr]: 'kaouka-app-cgu',
  [paths.termsEn]: 'kaouka-app-cgu-en',
  [paths.githubInvoice]: 'github-invoice',
  [paths.cv]: 'cv',
  [paths.team]: 'team',
  [paths.contact]: 'contact',
  [paths.formation]: 'formation',
  [paths.kaoukaAndroid]: 'kaouka-app-android',
  [paths.legalNotice]: 'legal-notice',
  [paths.privacy]: 'privacy',
  [paths.unsubscribe]: 'unsubscribe',
} as const satisfies Partial<Record<string, string>>;

/** The source file of a page module, as Vite's manifest names it. */
export function pageSource(module: string): string {
  return `src/site/pages/${module}.tsx`;
}
