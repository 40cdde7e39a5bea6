// The landing page's story after SPEC.md's banner and eight cards
// (shared/DESIGN.md): who, three offers, the two projects as case studies,
// how a mission runs, questions, and the closing call to action. The owner's
// copy: edit freely; content.test.ts checks the shape and the typography.

import { demos, quote, rightsTransfer, upperFirst } from './commitments.ts';
import { formatLongDate } from '../shared/french-format.ts';
import { cvProfile } from './cv-profile.ts';
import { offers } from './offers.ts';
import { formatAfterLaunch, formatPrice, formatProjectRangeAmounts, taxBasis } from './prices.ts';
import { rates } from './payment-models.ts';

/**
 * The whole-project ranges the FAQ « Combien coûte un projet ? » names, each
 * derived from its offer's typical days (prices.ts): never typed twice.
 */
const RANGE_EXAMPLES: readonly (readonly [slug: string, name: string])[] = [
  ['scripts-automatises', 'un script plus complexe que le forfait'],
  ['integration-de-systemes', 'relier deux ou trois de vos outils'],
  ['applications-web-et-bureau', 'une application web'],
  ['applications-mobiles', 'une application mobile'],
  ['logiciel-sur-mesure', 'un logiciel métier complet'],
];

function rangeExamples(): string {
  return RANGE_EXAMPLES.flatMap(([slug, name]) => {
    const offer = offers.find((candidate) => candidate.slug === slug);
    return offer ? [`${name}, ${formatProjectRangeAmounts(offer)}`] : [];
  }).join('\u00a0; ');
}

export interface LandingStory {
  /** The first screen, around the promise (landing.ts). */
  readonly hero: {
    /** Who the studio serves, in one quiet line under the two actions. */
    readonly clientsLine: string;
    /** The second action, beside the booking: /Contact's quote form. */
    readonly quoteLabel: string;
  };
  readonly who: {
    readonly heading: string;
    /** How she works: not the promise again. */
    readonly positioning: string;
    readonly detail: string;
    /** Before the kinds of clients served (audiences.ts), each a link to what it needs. */
    readonly doorsLabel: string;
    readonly moreLabel: string;
  };
  readonly featured: {
    readonly heading: string;
    readonly lead: string;
    /** Slugs of three offers of offers.ts, in the order shown. */
    readonly slugs: readonly [string, string, string];
    readonly allLabel: string;
  };
  readonly cases: { readonly heading: string; readonly lead: string; readonly allLabel: string };
  readonly steps: {
    readonly heading: string;
    readonly items: readonly { readonly title: string; readonly text: string }[];
  };
  readonly faq: {
    readonly heading: string;
    readonly items: readonly { readonly question: string; readonly answer: string }[];
  };
  readonly closing: {
    readonly heading: string;
    readonly text: string;
    readonly bookingLabel: string;
    readonly quoteLabel: string;
    /** SPEC.md's « Contact » card: the studio's details on /Website. */
    readonly contactLabel: string;
  };
}

export const landingStory: LandingStory = {
  hero: {
    clientsLine:
      'Pour les indépendants et commerces, les PME, les équipes techniques et les responsables formation.',
    quoteLabel: 'Demander un devis',
  },
  who: {
    heading: 'Qui suis-je\u00a0?',
    positioning: `De l’idée à la mise en production, je travaille par étapes courtes et je vous montre ${demos.pace} ce qui avance\u00a0: vous testez chaque étape avant la suivante, puis je mets en ligne, je documente et je vous transmets tout.`,
    detail:
      'Vous parlez directement à la personne qui écrit le code et répond du projet\u00a0; un partenaire ne vient en renfort qu’avec votre accord.',
    doorsLabel: 'Vous êtes',
    moreLabel: 'Voir mon parcours',
  },
  featured: {
    heading: 'Trois façons de commencer',
    lead: 'En grand, le prix de la première étape\u00a0; en dessous, ce que coûte en général le projet complet, chiffré sur devis après un premier échange.',
    // The lead offer of each family of offers.ts, where a client most often starts.
    slugs: ['applications-web-et-bureau', 'scripts-automatises', 'optimisation-des-performances'],
    allLabel: 'Voir toutes les offres',
  },
  cases: {
    heading: 'Réalisations',
    lead: 'Des projets menés pour mes clients, avec leur résultat mesuré, et les produits du studio.',
    allLabel: 'Voir les réalisations',
  },
  steps: {
    heading: 'Comment se déroule une mission',
    items: [
      {
        title: 'Un premier appel',
        text: 'Trente minutes, sans engagement, pour comprendre votre besoin, vos contraintes et vos délais.',
      },
      {
        title: 'Un devis clair',
        text: `${upperFirst(quote.promise)}\u00a0: le périmètre, les étapes, le prix et ce qui n’est pas compris. Si votre projet commence par une étape payante (atelier, diagnostic), le devis porte d’abord sur elle.`,
      },
      {
        title: 'Des livraisons régulières',
        text: 'Le travail avance par itérations courtes\u00a0: vous voyez et testez chaque étape avant la suivante.',
      },
      {
        title: 'La mise en production et le suivi',
        text: 'Je mets en ligne, je documente et je vous transmets tout\u00a0; je reste disponible pour la maintenance.',
      },
    ],
  },
  faq: {
    heading: 'Questions fréquentes',
    items: [
      {
        question: 'Combien coûte un projet\u00a0?',
        answer: `Un projet complet coûte en général\u00a0: ${rangeExamples()}. Chaque offre commence par une première étape à prix connu, et le reste est chiffré au forfait ou à ${formatPrice(rates.dayEuros, 'la journée')}. ${taxBasis.note}`,
      },
      {
        question: 'Et après la mise en service\u00a0?',
        answer: formatAfterLaunch(),
      },
      {
        question: 'Quand pouvez-vous commencer\u00a0?',
        // Derived from the CV's availability, so the two never disagree.
        answer: `Pour une mission à temps plein, à partir du ${formatLongDate(cvProfile.availability.from)}, la date que donne mon CV. Un travail court (un script, un audit) peut souvent commencer plus tôt\u00a0; je vous donne une date ferme dès le premier appel.`,
      },
      {
        question: 'À qui appartient le code\u00a0?',
        answer: rightsTransfer.answer,
      },
      {
        question: 'Travaillez-vous à distance ou sur place\u00a0?',
        answer:
          'Surtout à distance, avec un point visio chaque semaine\u00a0; je me déplace pour le lancement ou un atelier quand le projet le demande.',
      },
    ],
  },
  closing: {
    heading: 'Parlons de votre projet',
    text: 'Réservez un appel de trente minutes, ou décrivez-moi votre besoin.',
    bookingLabel: 'Prendre rendez-vous',
    quoteLabel: 'Demander un devis',
    contactLabel: 'Téléphone et e-mail du studio',
  },
};
