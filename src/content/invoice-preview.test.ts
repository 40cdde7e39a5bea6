import { describe, expect, it } from 'vitest';
import { paymentTerm } from './commitments.ts';
import { invoiceDates, invoicePreviewOn } from './invoice-preview.ts';
import { legalIdentity, publisherName, vatStatement } from './legal-identity.ts';

describe('the invoice drawn on /GithubInvoice', () => {
  it('is issued under the legal identity, with the VAT status the publisher has', () => {
    const invoicePreview = invoicePreviewOn('2026-11-27');
    const { vat, siret } = legalIdentity.publisher;
    expect(invoicePreview.issuer).toContain(publisherName);
    expect(invoicePreview.issuerId).toContain(siret);
    expect(invoicePreview.taxNote).toBe(vatStatement());
    const labels = invoicePreview.totals.map((total) => total.label).join(' ');
    if (vat.kind === 'registered') {
      expect(invoicePreview.taxNote).not.toMatch(/non applicable/u);
      expect(labels).toMatch(/HT.*TVA.*TTC/u);
    } else {
      expect(invoicePreview.taxNote).toMatch(/293\u00a0B/u);
      expect(labels).not.toMatch(/TVA|TTC/u);
    }
  });

  it('is last month’s, dated its last day and due after the payment term, never another year’s (content review N27)', () => {
    const november = invoicePreviewOn('2026-11-27');
    expect(november.number).toBe('N°\u00a02026-031');
    expect(november.period).toBe('Période\u00a0: octobre 2026');
    expect(november.issued).toBe('Émise le 31\u00a0octobre 2026');
    expect(november.due).toMatch(/^Échéance\u00a0: /u);
    const { issued, due } = invoiceDates('2026-11-27');
    expect((Date.parse(due) - Date.parse(issued)) / 86_400_000).toBe(paymentTerm.days);
    // In January, December's invoice of the year before.
    expect(invoiceDates('2027-01-05')).toMatchObject({
      year: 2026,
      period: '2026-12',
      issued: '2026-12-31',
    });
    expect(invoicePreviewOn('2026-12-02').due).toBe('Échéance\u00a0: 30\u00a0décembre 2026');
  });
});
