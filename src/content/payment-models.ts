// The four agile payment models explained on /Contact, with the day rate
// and the payment terms that apply to all of them (commitments.ts).

import { deposit, demos, latePayment, paymentTerm, stopping, upperFirst } from './commitments.ts';
import { formatPrice, taxBasis } from './prices.ts';
import { rates } from './rates.ts';
import type { PaymentModel } from './types.ts';

export { rates };

/**
 * How the value-based model shares the value: a fixed part covers the work
 * at a discount, then the client pays a share of the gain measured over a
 * period, capped, so the developer earns more than the day rate only if the
 * client gains, and less if the gain does not come.
 */
export const valueSharing = {
  /** The fixed part, as a share of the work's price at the day rate. */
  fixedPercent: 50,
  /** The share of each month's measured gain the client pays. */
  gainPercent: 20,
  /** How many months after going live the gain is shared. */
  months: 12,
  /** The most the whole engagement costs, as a share of its price at the day rate. */
  capPercent: 150,
} as const;

/** Working days in a week of full-time work: an iteration's days at the day rate. */
const WORKING_DAYS_PER_WEEK = 5;
const iterationDays = demos.iteration.amount * WORKING_DAYS_PER_WEEK;

/**
 * The payment terms, one per line, as quotes and invoices state them: the
 * day rate from rates.ts, every other line a commitment of commitments.ts,
 * stated in the same words by the terms of sale.
 */
export const paymentTerms: readonly { readonly label: string; readonly text: string }[] = [
  {
    label: 'Taux journalier',
    text: `${formatPrice(rates.dayEuros, 'la journée')}, facturée par demi-journée. ${taxBasis.note}`,
  },
  { label: 'Acompte', text: `${upperFirst(deposit.terms)}.` },
  { label: 'Délai de paiement', text: `${upperFirst(paymentTerm.terms)}.` },
  {
    label: 'Retard de paiement, client professionnel',
    text: `${upperFirst(latePayment.professional)}.`,
  },
  { label: 'Retard de paiement, particulier', text: `${upperFirst(latePayment.consumer)}.` },
];

/**
 * /Contact: the one page to get in touch (the quote form, phone, e-mail,
 * booking), then SPEC.md's payment models under their own heading.
 */
export const contactPage = {
  title: 'Contact',
  description:
    'Demandez un devis, appelez ou réservez trente minutes\u00a0; puis les quatre façons de payer un projet agile, du temps passé à la valeur.',
  lead: 'Un projet, une question, un premier échange\u00a0: décrivez votre besoin ci-dessous, appelez-moi ou réservez trente minutes.',
};

/** The payment models' section of /Contact: its headings. */
export const paymentModelsPage = {
  title: 'Modèles de paiement agiles',
  termsHeading: 'Conditions de paiement',
  whenHeading: 'Quand le choisir',
  hesitate: 'Vous hésitez entre deux modèles\u00a0?',
  talk: 'Parlons-en',
};

export const paymentModelsIntro =
  'Un projet agile avance par petites étapes et s’ajuste en chemin. La façon de le facturer doit suivre le même esprit\u00a0: voici les quatre modèles que je propose, avec leurs tarifs, et les situations où chacun convient le mieux.';

export const paymentModels: readonly PaymentModel[] = [
  {
    slug: 'temps-passe',
    title: 'Au temps passé',
    summary:
      'Vous payez le temps réellement consacré à votre projet, sur la base d’un taux journalier.',
    price: `${formatPrice(rates.dayEuros, 'la journée')}, facturée par demi-journée.`,
    howItWorks: [
      'Le temps passé est relevé chaque jour et partagé avec vous. La facture est établie chaque mois, ou à la fin de chaque itération, avec le détail des tâches réalisées.',
      'Vous gardez la main sur les priorités\u00a0: le périmètre peut évoluer à tout moment, sans avenant au contrat.',
    ],
    suitsWhen: [
      'le besoin est encore flou ou appelé à évoluer\u00a0;',
      'il s’agit de maintenir ou de faire évoluer une application existante\u00a0;',
      'vous souhaitez un renfort ponctuel pour votre équipe.',
    ],
    watchOut:
      'Le budget total n’est pas fixé à l’avance\u00a0; un plafond mensuel et un point régulier sur la consommation permettent de le maîtriser.',
  },
  {
    slug: 'par-iteration',
    title: 'Par itération',
    summary: `Chaque itération de ${demos.iteration.inWords} a un prix fixe, connu avant son démarrage.`,
    price: `${formatPrice(rates.dayEuros * iterationDays, 'l’itération à temps plein')} (${String(iterationDays)}\u00a0jours), la moitié à mi-temps.`,
    howItWorks: [
      'Au début de chaque itération, nous choisissons ensemble les fonctionnalités à réaliser. L’itération est facturée à un forfait fixe, quel que soit le détail des tâches.',
      'À la fin de l’itération, vous voyez le résultat en démonstration et décidez de poursuivre, d’ajuster les priorités ou de vous arrêter.',
    ],
    suitsWhen: [
      'vous voulez un budget prévisible sans figer tout le périmètre\u00a0;',
      'le projet se découpe naturellement en étapes courtes\u00a0;',
      `vous souhaitez pouvoir ${stopping.promise}.`,
    ],
    watchOut:
      'Le contenu de chaque itération dépend des priorités que vous fixez, et votre disponibilité pour les démonstrations et les arbitrages compte beaucoup.',
  },
  {
    slug: 'par-livraison',
    title: 'Par livraison',
    summary: 'Le projet est découpé en lots livrables, chacun avec son prix, payé à sa recette.',
    price: `Chaque lot est chiffré en jours, à ${formatPrice(rates.dayEuros, 'la journée')}, et son prix est fixé dans le devis.`,
    howItWorks: [
      'Nous décrivons ensemble chaque lot et ses critères d’acceptation. Un lot est facturé lorsqu’il est livré et que vous l’avez validé.',
      'Les lots suivants peuvent être redéfinis au vu des précédents, ce qui garde la souplesse du travail itératif.',
    ],
    suitsWhen: [
      'le besoin est bien compris et se découpe en fonctionnalités distinctes\u00a0;',
      'vous préférez payer un résultat plutôt qu’un temps de travail\u00a0;',
      'votre organisation demande des engagements fermes par étape.',
    ],
    watchOut:
      'Un changement important dans un lot en cours se traduit par un nouveau chiffrage de ce lot.',
  },
  {
    slug: 'a-la-valeur',
    title: 'À la valeur',
    summary:
      'Une part du prix dépend du gain mesuré que le projet vous apporte (temps gagné, ventes, coûts évités), et je partage ce risque avec vous.',
    price: `Une part fixe de ${valueSharing.fixedPercent}\u00a0% du chiffrage à ${formatPrice(rates.dayEuros, 'la journée')}, puis ${valueSharing.gainPercent}\u00a0% du gain mesuré pendant ${valueSharing.months}\u00a0mois, le tout plafonné à ${valueSharing.capPercent}\u00a0% du chiffrage.`,
    howItWorks: [
      `Nous convenons d’abord d’un indicateur et de sa valeur actuelle, par exemple les heures passées chaque mois sur une tâche manuelle, et de la façon d’en tirer un montant en euros. La part fixe, ${valueSharing.fixedPercent}\u00a0% du prix au temps passé, couvre la réalisation.`,
      `Après la mise en service, nous relevons l’indicateur chaque mois. Vous me versez ${valueSharing.gainPercent}\u00a0% du gain constaté, pendant ${valueSharing.months}\u00a0mois ou jusqu’au plafond. Sans gain, vous ne payez que la part fixe.`,
    ],
    suitsWhen: [
      'le gain attendu est clair et mesurable\u00a0;',
      'vous souhaitez partager le risque avec votre prestataire\u00a0;',
      'le projet vise un processus précis, comme une automatisation, un gain de performance ou un meilleur taux de conversion.',
    ],
    watchOut:
      'Ce modèle suppose de s’accorder à l’avance sur la mesure du gain et de me donner accès aux chiffres qui permettent de la suivre. Si le gain est fort, il peut coûter plus que le temps passé, dans la limite du plafond.',
  },
];
