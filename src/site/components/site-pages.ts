import { paths } from '../paths.ts';

export interface PageLink {
  readonly label: string;
  readonly to: string;
}

/**
 * The studio's pages no main navigation item leads to. The footer lists them
 * on every page, and the phone menu lists them too: a phone reaches every
 * page the footer does without scrolling to it.
 */
export const studioPages: readonly PageLink[] = [
  { label: 'CV', to: paths.cv },
  { label: 'L’équipe', to: paths.team },
  { label: 'Formations', to: paths.formation },
  { label: 'Contact et tarifs', to: paths.contact },
  { label: 'Kaouka', to: paths.kaouka },
  { label: 'CGU de Kaouka', to: paths.termsFr },
  { label: 'Confidentialité de Kaouka', to: paths.kaoukaPrivacyFr },
];

/** The legal pages, in the footer and at the end of the phone menu. */
export const legalPages: readonly PageLink[] = [
  { label: 'Mentions légales', to: paths.legalNotice },
  { label: 'Conditions générales de vente', to: paths.termsOfSale },
  { label: 'Politique de confidentialité', to: paths.privacy },
];
