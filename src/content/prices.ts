// The one pricing rule of the site, and how every price is written.
// A price is the day rate × a stated duration (counted in half-days, as the
// day rate is billed), or a stated fixed price for a stated deliverable
// (schemas/offer.ts). Its tax basis follows the publisher's VAT status
// (legal-identity.ts): « HT » with the consumer's TTC beside it when VAT is
// charged, the mention of art. 293 B du CGI under the franchise en base.

import { formatEuros } from '../shared/french-format.ts';
import { legalIdentity } from './legal-identity.ts';
import { rates } from './rates.ts';
import type { Price } from './types.ts';

const { vat } = legalIdentity.publisher;

const HALF_DAYS_IN_WORDS = ['une demi-journée', 'une journée', 'une journée et demie'] as const;
const DAYS_IN_WORDS = [
  '',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
];

/** `1` → « une demi-journée », `3` → « une journée et demie », `5` → « deux jours et demi ». */
export function formatHalfDays(halfDays: number): string {
  const short = HALF_DAYS_IN_WORDS[halfDays - 1];
  if (short) return short;
  const days = Math.floor(halfDays / 2);
  const words = DAYS_IN_WORDS[days] ?? String(days);
  return `${words} jours${halfDays % 2 ? ' et demi' : ''}`;
}

/** The amount, before any VAT: the day rate × the duration, or the stated fixed amount. */
export function priceEuros(price: Price, dayEuros: number = rates.dayEuros): number {
  return price.kind === 'time' ? (dayEuros * price.halfDays) / 2 : price.euros;
}

/**
 * What the amount buys and on which basis, its basis in brackets so the
 * sentence reads at once (content review N56): « l’atelier de cadrage (une
 * demi-journée) », « le script simple (au forfait) ».
 */
export function priceUnit(price: Price): string {
  return price.kind === 'time'
    ? `${price.buys} (${formatHalfDays(price.halfDays)})`
    : `${price.buys} (au forfait)`;
}

/** Whole euros as formatEuros writes them; an amount with cents (a VAT at 5,5 %) with its cents. */
function formatAmount(euros: number): string {
  return formatEuros(euros, { cents: !Number.isInteger(euros) });
}

/** The amount a consumer pays, VAT included, rounded to the cent; the amount itself under the franchise. */
export function withVat(euros: number): number {
  return vat.kind === 'registered' ? Math.round(euros * (100 + vat.ratePercent)) / 100 : euros;
}

/**
 * The tax basis of every price. Under the franchise en base no VAT is charged
 * and the law asks for the mention « TVA non applicable, art. 293 B du CGI »
 * (« prix nets » is not the accepted wording). A VAT-registered publisher
 * shows prices excluding VAT (« HT »), and, since a consumer must be shown
 * what he pays (arrêté du 3 décembre 1987), the price including VAT beside.
 */
export interface TaxBasis {
  /** Written right after an amount: « HT », or nothing under the franchise. */
  readonly suffix: string;
  /** The sentence a page listing prices states once. */
  readonly note: string;
  /** The line beneath a price: « soit 960 € TTC », or the franchise's mention. */
  readonly consumerLine: (euros: number) => string;
}

export const taxBasis: TaxBasis =
  vat.kind === 'franchise'
    ? {
        suffix: '',
        note: 'TVA non applicable, art.\u00a0293\u00a0B du CGI.',
        consumerLine: () => 'TVA non applicable, art.\u00a0293\u00a0B du CGI',
      }
    : {
        suffix: '\u00a0HT',
        note: `Prix hors taxes (HT)\u00a0: la TVA de ${String(vat.ratePercent).replace('.', ',')}\u00a0% s’y ajoute. Pour un particulier, le prix toutes taxes comprises (TTC) est indiqué à côté.`,
        consumerLine: (euros) => `soit ${formatAmount(withVat(euros))}\u00a0TTC`,
      };

/**
 * `(400, 'la journée')` → « 400 € HT (480 € TTC) la journée » when VAT is
 * charged, « 400 € la journée » under the franchise (the page then states
 * taxBasis.note).
 */
export function formatPrice(amountEuros: number, unit: string): string {
  const consumer =
    vat.kind === 'registered' ? ` (${formatAmount(withVat(amountEuros))}\u00a0TTC)` : '';
  return `${formatEuros(amountEuros)}${taxBasis.suffix}${consumer} ${unit}`;
}

/**
 * An offer's price as its page's headline states it, without what it buys:
 * « À partir de 2 000 € HT », « 300 € HT » (« 2 000 € » under the franchise).
 */
export function formatPriceHeadline(price: Price, fromLabel: string): string {
  const figure = `${formatEuros(priceEuros(price))}${taxBasis.suffix}`;
  return price.from ? `${fromLabel} ${figure}` : figure;
}

/** An offer's price as one sentence: « À partir de 800 € HT (960 € TTC) l’audit… (deux jours) ». */
export function formatOfferPrice(price: Price, fromLabel: string): string {
  const text = formatPrice(priceEuros(price), priceUnit(price));
  return price.from ? `${fromLabel} ${text}` : text;
}

/**
 * Why a price is « à partir de », under it: « Ce prix couvre trois ou quatre
 * logiciels à relier ; chaque logiciel de plus ajoute une demi-journée. Le
 * devis gratuit fixe le nombre exact de demi-journées avant tout engagement. »
 * Nothing for a price that is not « from ».
 */
export function formatFromScope(price: Price): string | undefined {
  if (price.kind !== 'time' || !price.scope) return undefined;
  return `Ce prix couvre ${price.scope.covers}\u00a0; ${price.scope.moves}. Le devis gratuit fixe le nombre exact de demi-journées avant tout engagement.`;
}

/** What a typical whole project of `days` costs at the day rate: « 8 000 à 16 000 € HT ». */
export function projectRangeEuros(
  days: { readonly min: number; readonly max: number },
  dayEuros: number = rates.dayEuros,
): { readonly from: number; readonly to: number } {
  return { from: days.min * dayEuros, to: days.max * dayEuros };
}

/**
 * A range of amounts before VAT, with the consumer's TTC beside it when VAT
 * is charged: « de 8 000 € à 16 000 € HT (9 600 € à 19 200 € TTC) ». The TTC
 * is derived here, never typed.
 */
export function formatRange(from: number, to: number): string {
  const consumer =
    vat.kind === 'registered'
      ? ` (${formatAmount(withVat(from))} à ${formatAmount(withVat(to))}\u00a0TTC)`
      : '';
  return `de ${formatEuros(from)} à ${formatEuros(to)}${taxBasis.suffix}${consumer}`;
}

/** The day rate as the pages state it: « Taux journalier : 400 € HT (480 € TTC), facturé par demi-journée. » */
export function formatDayRate(): string {
  return `Taux journalier\u00a0: ${formatPrice(rates.dayEuros, '').trimEnd()}, facturé par demi-journée.`;
}

/** What a typical whole project of an offer costs, as its card and its page name it. */
export interface ProjectRange {
  readonly typicalDays: { readonly min: number; readonly max: number };
  /** What the range prices, when not a whole project: « Un script plus complexe ». */
  readonly rangeLabel?: string | undefined;
}

/** The range's label: « Un projet complet type », or the offer's own. */
export function projectRangeLabel(offer: ProjectRange): string {
  return offer.rangeLabel ?? 'Un projet complet type';
}

/** The range alone, HT and TTC: « de 8 000 € à 16 000 € HT (9 600 € à 19 200 € TTC) ». */
export function formatProjectRangeAmounts(offer: ProjectRange): string {
  const { from, to } = projectRangeEuros(offer.typicalDays);
  return formatRange(from, to);
}

/** The sentence an offer's page states under its first step's price. */
export function formatProjectRange(offer: ProjectRange): string {
  const days = offer.typicalDays;
  const span = (amount: number) => String(amount).replace('.', ',');
  return (
    `${projectRangeLabel(offer)}\u00a0: ${formatProjectRangeAmounts(offer)}, ` +
    `soit ${span(days.min)} à ${span(days.max)}\u00a0jours à ${formatEuros(rates.dayEuros)}${taxBasis.suffix} la journée.`
  );
}

/**
 * What a delivered application costs each month after its launch: the
 * maintenance, a stated number of half-days a month at the day rate
 * (rates.ts), and the hosting, billed by the host.
 */
export function formatAfterLaunch(): string {
  const monthly = (rates.maintenanceHalfDaysPerMonth * rates.dayEuros) / 2;
  return (
    `Après la mise en service, la maintenance (mises à jour de sécurité, petites corrections, surveillance) ` +
    `compte ${formatHalfDays(rates.maintenanceHalfDaysPerMonth)} par mois, soit ${formatPrice(monthly, 'par mois')}, ` +
    `sans engagement de durée et résiliable chaque mois. L’hébergement est facturé à part par l’hébergeur que vous choisissez\u00a0: ` +
    `${rates.hostingMonthly}.`
  );
}
