import { describe, expect, it } from 'vitest';
import { placeholders } from './go-live.ts';

describe('the go-live check', () => {
  it('finds each kind of example value, wherever it stands in the content', () => {
    const found = placeholders({
      'site.ts': {
        email: 'contact@example.fr',
        links: { booking: 'https://rendez-vous.example.fr/x' },
        phone: '01\u00a099\u00a000\u00a012\u00a034',
        e164: '+33199001234',
        name: 'Camille Exemple',
      },
      'legal.ts': {
        siret: '000\u00a0000\u00a0000\u00a000000',
        vat: { number: 'FR00\u00a0000000000' },
      },
      'trainings.ts': { number: '11\u00a075\u00a000000\u00a075' },
    });
    expect(found.map(({ where }) => where)).toEqual([
      'site.ts: email',
      'site.ts: links.booking',
      'site.ts: phone',
      'site.ts: e164',
      'site.ts: name',
      'legal.ts: siret',
      'legal.ts: vat.number',
      'trainings.ts: number',
    ]);
  });

  it('lets an owner’s own identity through', () => {
    expect(
      placeholders({
        'site.ts': {
          email: 'bonjour@camille-dev.fr',
          phone: '06\u00a012\u00a034\u00a056\u00a078',
          name: 'Camille Martin',
          team: [{ phone: '+33612345678' }],
        },
        'legal.ts': {
          siret: '812\u00a0345\u00a0678\u00a000019',
          vat: { number: 'FR40\u00a0812345678' },
        },
      }),
    ).toEqual([]);
  });
});
