// The invoice drawn on /GithubInvoice: what the tool produces from closed
// GitHub issues. A fictional client and fictional issues.

export const invoicePreview = {
  caption: 'Une facture produite à partir des tickets fermés du mois',
  title: 'Facture',
  number: 'N°\u00a02024-031',
  issuer: 'Studio Exemple',
  client: 'Client\u00a0: Boutique Exemple',
  period: 'Période\u00a0: mars 2024',
  columns: { issue: 'Ticket', amount: 'Montant' },
  lines: [
    { issue: '#142', label: 'Export PDF des devis', amount: '600,00\u00a0€' },
    { issue: '#151', label: 'Correction du panier', amount: '150,00\u00a0€' },
    { issue: '#158', label: 'Paiement en trois fois', amount: '900,00\u00a0€' },
    { issue: '#163', label: 'Filtres du catalogue', amount: '450,00\u00a0€' },
  ],
  totalLabel: 'Total',
  total: '2\u00a0100,00\u00a0€',
  taxNote: 'TVA non applicable, art. 293 B du CGI',
} as const;
