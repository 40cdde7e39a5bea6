// Every commercial commitment of the studio, written once (PRODUCT.md
// decision 28): the offers, the landing page's story and FAQ, /Contact's
// payment terms and the terms of sale (terms-of-sale.ts) embed these phrases,
// as every price reads rates.ts. Change a commitment here and every page that
// states it changes; commitments.test.ts fails when another file states one
// by itself. Each is a separate export, so a page's script carries only the
// ones it states.
//
// A phrase is written to be embedded mid-sentence (lower case first, no final
// full stop); `upperFirst` opens a sentence with it. Where the offers' voice
// (« je », « vous ») and the contract's (« le prestataire », « le client »)
// cannot share one phrase, `promise` is the first and `clause` the second,
// side by side here. A length of time keeps its number beside its words, and
// the test checks that they agree.

/** A length of time: its number, its unit, and the words the texts use. */
export interface Span {
  readonly amount: number;
  readonly unit: 'jour' | 'semaine' | 'mois';
  readonly inWords: string;
}

/** « pénalités… » → « Pénalités… ». */
export function upperFirst(phrase: string): string {
  return phrase.charAt(0).toLocaleUpperCase('fr-FR') + phrase.slice(1);
}

/** The quote: free, sent soon after the first call, binding for a while. */
const quoteWithin: Span = { amount: 1, unit: 'semaine', inWords: 'une semaine' };
const quoteValidity: Span = { amount: 30, unit: 'jour', inWords: 'trente jours' };
export const quote = {
  within: quoteWithin,
  validity: quoteValidity,
  /** « un devis détaillé et gratuit, sous une semaine » */
  promise: `un devis détaillé et gratuit, sous ${quoteWithin.inWords}`,
} as const;

/**
 * References are opt-in: a client's project is never named, shown or cited
 * without their written consent, whatever the offer.
 */
export const references = {
  promise: 'je ne cite ni ne montre votre projet comme référence sans votre accord écrit',
  clause:
    'le prestataire ne cite ni ne montre un projet comme référence sans l’accord écrit du client',
} as const;

/**
 * Free corrections: how long after a delivery is accepted any gap with what
 * was agreed is fixed at no charge (a commercial guarantee towards a
 * consumer, on top of the legal one: terms-of-sale.ts).
 */
const correctionsPeriod: Span = { amount: 3, unit: 'mois', inWords: 'trois mois' };
export const corrections = {
  period: correctionsPeriod,
  promise: `tout écart avec ce qui était convenu est corrigé sans frais pendant ${correctionsPeriod.inWords} après l’acceptation de la livraison`,
} as const;

/**
 * The transfer of rights: the code and documents are handed over at
 * delivery, and the rights pass at full payment, for the use the CGV name
 * (Code de la propriété intellectuelle, L131-3: each right, its extent, its
 * intended use, its place and its duration).
 */
const rightsWhen = 'au paiement intégral du prix';
export const rightsTransfer = {
  when: rightsWhen,
  /** The terms of sale's clause: each right, its intended use, its place and its duration. */
  clause: `${upperFirst(rightsWhen)}, le prestataire cède au client, à titre exclusif, les droits patrimoniaux d’auteur sur ces livrables\u00a0: le droit de les reproduire, de les adapter, de les modifier, de les traduire, de les distribuer et de les communiquer au public, par tout moyen et sur tout support numérique ou papier (installation, hébergement, mise à disposition en ligne ou dans les magasins d’applications), pour l’exploitation du livrable par le client, y compris sa modification, son intégration à d’autres logiciels et sa commercialisation, dans le monde entier et pour toute la durée de protection de ces droits`,
  /** The landing FAQ's answer to « À qui appartient le code ? ». */
  answer: `À vous, ${rightsWhen}\u00a0: le code source et la documentation vous sont remis à la livraison, avec les droits pour les exploiter, les modifier et les vendre.`,
  /** For an offer: what is produced for the client becomes theirs. */
  promise: `le code et les documents produits pour vous deviennent les vôtres ${rightsWhen}`,
} as const;

/** How often the client sees the work: one demonstration at the end of each iteration. */
const iteration: Span = { amount: 2, unit: 'semaine', inWords: 'deux semaines' };
export const demos = {
  iteration,
  /** « toutes les deux semaines » (« chaque semaine » for a one-week iteration). */
  pace: iteration.amount === 1 ? `chaque ${iteration.unit}` : `toutes les ${iteration.inWords}`,
} as const;

/**
 * The deposit, and the one case the law forbids taking it at signature: a
 * consumer's contract signed off premises, paid nothing before seven days
 * (Code de la consommation, L221-10).
 */
const depositPercent = 30;
export const deposit = {
  percent: depositPercent,
  terms: `${String(depositPercent)}\u00a0% du montant du devis à sa signature (pour une mission au temps passé, du premier mois estimé), déduits de la première facture\u00a0; pour un contrat signé hors établissement par un consommateur, aucun paiement n’est demandé avant l’expiration d’un délai de sept jours à compter de la signature (article L221-10 du Code de la consommation)`,
} as const;

/** When an invoice is due (at most sixty days for a professional: Code de commerce, L441-10). */
const paymentDays = 30;
export const paymentTerm = {
  days: paymentDays,
  terms: `${String(paymentDays)}\u00a0jours à compter de la date de la facture, par virement, sans escompte en cas de paiement anticipé`,
} as const;

/**
 * Late payment, by kind of client. A professional owes penalties without
 * reminder and the 40 € recovery fee, both set by law (Code de commerce,
 * L441-10 and D441-5); a consumer owes only interest at the legal rate, from
 * a formal notice (Code civil, 1231-6).
 */
export const latePayment = {
  professional:
    'pénalités au taux de refinancement de la Banque centrale européenne majoré de dix points, dues sans rappel dès le lendemain de l’échéance, et indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement (articles L441-10 et D441-5 du Code de commerce)',
  consumer:
    'intérêts au taux légal, dus seulement après une mise en demeure restée sans effet (article 1231-6 du Code civil)\u00a0; ni pénalité ni indemnité forfaitaire',
} as const;

/** Stopping a mission paid by time or by iteration. */
export const stopping = {
  promise: 'arrêter à tout moment en gardant ce qui est livré et payé',
} as const;

/**
 * A training's cancellation by the client: free until some days before the
 * first session, then a share of the price is owed as a forfeit (« dédit »),
 * invoiced apart from the training, which it is not.
 */
const trainingFreeUntil: Span = { amount: 15, unit: 'jour', inWords: 'quinze jours' };
const trainingForfeitPercent = 50;
export const trainingCancellation = {
  freeUntil: trainingFreeUntil,
  forfeitPercent: trainingForfeitPercent,
  terms: `sans frais jusqu’à ${trainingFreeUntil.inWords} avant la première session\u00a0; au-delà, un dédit de ${String(trainingForfeitPercent)}\u00a0% du prix est dû, et de la totalité en cas d’absence non signalée, facturé à part et jamais comme une action de formation`,
} as const;
