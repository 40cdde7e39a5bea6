import { describe, expect, it } from 'vitest';
import { invoicePreview } from './invoice-preview.ts';
import { legalIdentity, publisherName, vatStatement } from './legal-identity.ts';

describe('the invoice drawn on /GithubInvoice', () => {
  it('is issued under the legal identity, with the VAT status the publisher has', () => {
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
});
