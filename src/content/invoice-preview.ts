// The invoice drawn on /GithubInvoice: what the tool produces from closed
// GitHub issues, issued by the studio as its legal identity says (name with
// « EI », SIRET, and the VAT status: a VAT line and a TTC total when
// registered, the franchise mention otherwise). A fictional client and
// fictional issues, dated by the day the page is shown (last month's work,
// issued on its last day, due after the CGV's payment term), so the page never
// shows an invoice from another year.

import { formatEuros, formatLongDate, formatMonth } from '../shared/french-format.ts';
import { paymentTerm } from './commitments.ts';
import { legalIdentity, publisherName, vatStatement } from './legal-identity.ts';

const { publisher } = legalIdentity;
const lines = [
  { issue: '#142', label: 'Export PDF des devis', euros: 600 },
  { issue: '#151', label: 'Correction du panier', euros: 150 },
  { issue: '#158', label: 'Paiement en trois fois', euros: 900 },
  { issue: '#163', label: 'Filtres du catalogue', euros: 450 },
];
const net = lines.reduce((sum, line) => sum + line.euros, 0);
const money = (euros: number) => formatEuros(euros, { cents: true });

/** The totals under the lines: HT, VAT and TTC when VAT is charged, one total under the franchise. */
function totals(): { label: string; amount: string }[] {
  if (publisher.vat.kind === 'franchise') return [{ label: 'Total', amount: money(net) }];
  const vat = Math.round(net * publisher.vat.ratePercent) / 100;
  return [
    { label: 'Total HT', amount: money(net) },
    { label: `TVA ${String(publisher.vat.ratePercent)}\u00a0%`, amount: money(vat) },
    { label: 'Total TTC', amount: money(net + vat) },
  ];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** What does not change with the day. */
const invoicePreview = {
  caption: 'Une facture produite à partir des tickets fermés du mois',
  title: 'Facture',
  issuer: `${publisherName} (${publisher.tradeName})`,
  issuerId: `SIRET\u00a0${publisher.siret}`,
  client: 'Client\u00a0: La Boutique du Quai',
  columns: {
    issue: 'Ticket',
    amount: publisher.vat.kind === 'franchise' ? 'Montant' : 'Montant HT',
  },
  lines: lines.map((line) => ({ issue: line.issue, label: line.label, amount: money(line.euros) })),
  totals: totals(),
  taxNote: vatStatement(),
};

/**
 * The dates of the invoice shown on `today` (`YYYY-MM-DD`): the month before
 * today's, the invoice dated its last day, due `paymentTerm.days` later.
 */
export function invoiceDates(today: string) {
  const [year = 0, month = 1] = today.split('-').map(Number);
  // Day 0 of this month is the last day of the previous one (UTC: no time zone moves it).
  const issued = new Date(Date.UTC(year, month - 1, 0));
  const due = new Date(issued.getTime() + paymentTerm.days * 86_400_000);
  const iso = (date: Date) =>
    `${String(date.getUTCFullYear())}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return {
    year: issued.getUTCFullYear(),
    period: iso(issued).slice(0, 7),
    issued: iso(issued),
    due: iso(due),
  };
}

/** The invoice as drawn on `today`. */
export function invoicePreviewOn(today: string) {
  const dates = invoiceDates(today);
  return {
    ...invoicePreview,
    number: `N°\u00a0${String(dates.year)}-031`,
    period: `Période\u00a0: ${formatMonth(dates.period)}`,
    issued: `Émise le ${formatLongDate(dates.issued)}`,
    due: `Échéance\u00a0: ${formatLongDate(dates.due)}`,
  };
}
