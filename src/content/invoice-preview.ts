// The invoice drawn on /GithubInvoice: what the tool produces from closed
// GitHub issues, issued by the studio as its legal identity says (name with
// « EI », SIRET, and the VAT status: a VAT line and a TTC total when
// registered, the franchise mention otherwise). A fictional client and
// fictional issues.

import { formatEuros } from '../shared/french-format.ts';
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

export const invoicePreview = {
  caption: 'Une facture produite à partir des tickets fermés du mois',
  title: 'Facture',
  number: 'N°\u00a02024-031',
  issuer: `${publisherName} (${publisher.tradeName})`,
  issuerId: `SIRET\u00a0${publisher.siret}`,
  client: 'Client\u00a0: La Boutique du Quai',
  period: 'Période\u00a0: mars 2024',
  columns: {
    issue: 'Ticket',
    amount: publisher.vat.kind === 'franchise' ? 'Montant' : 'Montant HT',
  },
  lines: lines.map((line) => ({ issue: line.issue, label: line.label, amount: money(line.euros) })),
  totals: totals(),
  taxNote: vatStatement(),
};
