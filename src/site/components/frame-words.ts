import { useHere } from '../lib/here.tsx';
import { languagesOf } from '../../shared/paths.ts';

/**
 * The words of the frame around every page (skip link, header, footer,
 * breadcrumb): French, or English on the English pages (the app's terms and
 * privacy policy in English), with the same structure and links either way.
 */
export const frameWords = {
  fr: {
    skipLink: 'Aller au contenu',
    mainNavigation: 'Navigation principale',
    otherPages: 'Les autres pages',
    menuQuote: 'Demander un devis',
    quote: 'Devis',
    bookingLong: 'Prendre rendez-vous',
    bookingShort: 'Rendez-vous',
    studioPages: 'Le studio',
    legalPages: 'Informations légales',
    rights: 'Tous droits réservés.',
    socialProfiles: 'Le studio sur les réseaux sociaux',
    breadcrumb: 'Fil d’Ariane',
    back: 'Retour',
    home: 'Accueil',
    newTab: 'nouvel onglet',
  },
  en: {
    skipLink: 'Skip to content',
    mainNavigation: 'Main navigation',
    otherPages: 'Other pages',
    menuQuote: 'Request a quote',
    quote: 'Quote',
    bookingLong: 'Book a call',
    bookingShort: 'Book',
    studioPages: 'The studio',
    legalPages: 'Legal information',
    rights: 'All rights reserved.',
    socialProfiles: 'The studio on social networks',
    breadcrumb: 'Breadcrumb',
    back: 'Back',
    home: 'Home',
    newTab: 'new tab',
  },
} as const;

export type FrameLanguage = keyof typeof frameWords;

/** The language of the page being rendered, and the frame's words in it. */
export function useFrameWords() {
  const { lang } = languagesOf(useHere().pathname);
  return { lang, words: frameWords[lang] };
}
