import { paths } from '../paths.ts';

export interface PageLink {
  readonly label: string;
  /** Its name on an English page (components/frame-words.ts). */
  readonly en: string;
  readonly to: string;
}

/**
 * The main pages no navigation item leads to: with the navigation's four
 * items they make the phone menu (six links at most; the legal pages stay in
 * the footer).
 */
export const menuPages: readonly PageLink[] = [
  { label: 'CV', en: 'CV', to: paths.cv },
  { label: 'L’équipe', en: 'Team', to: paths.team },
];

/**
 * The studio's pages the footer lists on every page: what the studio sells
 * and shows first, then the menu's, then the others. The app's own terms and
 * privacy policy are linked from /Kaouka and from each other, not from a B2B
 * studio's every page (content review N59).
 */
export const studioPages: readonly PageLink[] = [
  { label: 'Mes offres', en: 'Services', to: paths.website },
  { label: 'Réalisations', en: 'Work', to: paths.realisation },
  ...menuPages,
  { label: 'Formations', en: 'Training', to: paths.formation },
  { label: 'Contact et tarifs', en: 'Contact and rates', to: paths.contact },
  { label: 'Kaouka', en: 'Kaouka', to: paths.kaouka },
];

/** The legal pages, in the footer only. */
export const legalPages: readonly PageLink[] = [
  { label: 'Mentions légales', en: 'Legal notice', to: paths.legalNotice },
  { label: 'Conditions générales de vente', en: 'Terms of sale', to: paths.termsOfSale },
  { label: 'Politique de confidentialité', en: 'Privacy policy', to: paths.privacy },
];
