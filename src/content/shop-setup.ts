// The next step for a shop, a restaurant or a craftsman who asks for an online
// shop (decision 34): the studio does not develop one to measure (a ready-made
// solution paid by the month costs them less), but sets one up at a fixed
// price under the pricing rule of prices.ts (the day rate × a stated
// duration). /Website's « Indépendants et commerces » shows it; the quote form
// lists it (inquiry-subjects.ts). The owner's copy: edit freely.

import type { Price } from './types.ts';

export const shopSetup = {
  /** The quote form's value for it. */
  value: 'boutique-en-ligne',
  title: 'Mise en place de votre boutique en ligne prête à l’emploi',
  price: { kind: 'time', halfDays: 4, buys: 'la mise en place', from: false } as Price,
  includes:
    'le choix de la solution avec vous, votre catalogue (jusqu’à cinquante produits), le paiement en ligne, la livraison ou le retrait, les mentions obligatoires, et une heure de prise en main',
  excluded:
    'l’abonnement à la solution, payé directement à son éditeur (souvent 30 à 80\u00a0€ par mois)',
  actionLabel: 'Demander cette mise en place',
} as const;
