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
 * and shows first, then the menu's, then the others; the app's legal texts
 * go with the studio's own (review: three of seven links were the app's).
 */
export const studioPages: readonly PageLink[] = [
  { label: 'Mes offres', to: paths.website },
  { label: 'Réalisations', to: paths.realisation },
  ...menuPages,
  { label: 'Formations', to: paths.formation },
  { label: 'Contact et tarifs', to: paths.contact },
  { label: 'Kaouka', to: paths.kaouka },
];

/** The legal pages, in the footer only: the studio's, then its app's. */
export const legalPages: readonly PageLink[] = [
  { label: 'Mentions légales', to: paths.legalNotice },
  { label: 'Conditions générales de vente', to: paths.termsOfSale },
  { label: 'Politique de confidentialité', to: paths.privacy },
  { label: 'CGU de Kaouka', to: paths.termsFr },
  { label: 'Confidentialité de Kaouka', to: paths.kaoukaPrivacyFr },
];
