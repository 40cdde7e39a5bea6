import { paths } from '../paths.ts';

export interface PageLink {
  readonly label: string;
  readonly to: string;
}

/**
 * The main pages no navigation item leads to: with the navigation's four
 * items they make the phone menu (six links at most; the legal pages stay in
 * the footer).
 */
export const menuPages: readonly PageLink[] = [
  { label: 'CV', to: paths.cv },
  { label: 'L’équipe', to: paths.team },
];

/**
 * The studio's pages the footer lists on every page: what the studio sells
 * and shows first, then the menu's, then the others. The app's own terms and
 * privacy policy are linked from /Kaouka and from each other, not from a B2B
 * studio's every page (content review N59).
 */
export const studioPages: readonly PageLink[] = [
  { label: 'Mes offres', to: paths.website },
  { label: 'Réalisations', to: paths.realisation },
  ...menuPages,
  { label: 'Formations', to: paths.formation },
  { label: 'Contact et tarifs', to: paths.contact },
  { label: 'Kaouka', to: paths.kaouka },
];

/** The legal pages, in the footer only. */
export const legalPages: readonly PageLink[] = [
  { label: 'Mentions légales', to: paths.legalNotice },
  { label: 'Conditions générales de vente', to: paths.termsOfSale },
  { label: 'Politique de confidentialité', to: paths.privacy },
];
