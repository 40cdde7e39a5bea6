import { describe, expect, it } from 'vitest';
import { cv } from './cv.ts';
import { cvProfile } from './cv-profile.ts';
import { describePlaceholders, goLiveProblems, placeholders } from './go-live.ts';
import { ownerPhoto } from './portrait.ts';
import { projects } from './projects.ts';
import { testimonials } from './testimonials.ts';

/** One value of each kind of placeholder, each in its own file. */
const eachKind = {
  'email.ts': { email: 'contact@example.fr' },
  'link.ts': { links: { github: 'https://github.com/Studio-EXEMPLE' } },
  'store.ts': { appStore: 'https://apps.apple.com/fr/app/kaouka/id0000000000' },
  'play.ts': { href: 'https://play.google.com/store/apps/details?id=fr.example.kaouka' },
  'phone.ts': { phone: '01\u00a099\u00a000\u00a012\u00a034', e164: '+33199001234' },
  'name.ts': { name: 'Camille Exemple' },
  'partner.ts': { team: [{ name: 'Yanis Démo' }, { name: 'Léa Modèle' }] },
  'invoice.ts': { client: 'Client\u00a0: Boutique Exemple' },
  'mediator.ts': {
    mediator: { name: 'Médiation Exemple', website: 'https://mediation.example.fr' },
  },
  'legal.ts': { siret: '000\u00a0000\u00a0000\u00a000000', vat: { number: 'FR00\u00a0000000000' } },
  'trainings.ts': { number: '11\u00a075\u00a000000\u00a075' },
  'cv.ts': { cv: [{ role: 'Développeuse', example: true }] },
  'testimonials.ts': { testimonials: [{ quote: 'Un travail soigné.', example: true }] },
  'portrait.ts': { ownerPhoto: { src: 'portrait.svg', width: 480, height: 480, example: true } },
};

describe('the go-live check', () => {
  it('refuses each entry the example ships for show: its portrait, testimonials, projects and the CV’s availability', () => {
    const found = placeholders({
      'cv-profile.ts': { cvProfile },
      'portrait.ts': { ownerPhoto },
      'testimonials.ts': { testimonials },
      'projects.ts': { projects },
    }).map(({ where }) => where);
    const marked = [
      ...(cvProfile.availability.example ? ['cv-profile.ts: cvProfile.availability'] : []),
      ...(ownerPhoto.example ? ['portrait.ts: ownerPhoto'] : []),
      ...testimonials.flatMap((each, index) =>
        each.example ? [`testimonials.ts: testimonials[${String(index)}]`] : [],
      ),
      ...projects.flatMap((each, index) =>
        each.example ? [`projects.ts: projects[${String(index)}]`] : [],
      ),
    ];
    for (const where of marked) expect(found).toContain(where);
  });

  it('refuses the CV’s named proof while it is the example’s: employer, clients, school', () => {
    const found = placeholders({ 'cv.ts': { cv }, 'cv-profile.ts': { cvProfile } }).map(
      ({ where }) => where,
    );
    const marked = [
      ...cv.flatMap((entry, index) => [
        ...(entry.employer?.example ? [`cv.ts: cv[${String(index)}].employer`] : []),
        ...(entry.clients ?? []).flatMap((client, at) =>
          client.example ? [`cv.ts: cv[${String(index)}].clients[${String(at)}]`] : [],
        ),
      ]),
      ...cvProfile.education.flatMap((entry, index) =>
        entry.schoolName?.example
          ? [`cv-profile.ts: cvProfile.education[${String(index)}].schoolName`]
          : [],
      ),
    ];
    expect(marked.length).toBeGreaterThan(0);
    for (const where of marked) expect(found).toContain(where);
  });

  it('finds each kind of placeholder, wherever it stands in the content', () => {
    const found = placeholders(eachKind);
    expect(new Set(found.map(({ where }) => where.split(':')[0]))).toEqual(
      new Set(Object.keys(eachKind)),
    );
    expect(found.map(({ where }) => where)).toContain('partner.ts: team[1].name');
    expect(found.map(({ where }) => where)).toContain('cv.ts: cv[0]');
  });

  it('lets an owner’s own identity and ordinary French through', () => {
    expect(
      placeholders({
        'site.ts': {
          email: 'bonjour@camille-dev.fr',
          phone: '06\u00a012\u00a034\u00a056\u00a078',
          name: 'Camille Martin',
          team: [{ name: 'Léa Martin', phone: '+33612345678' }],
          hint: 'Joignez un exemple réel, par exemple un export de vos données.',
          heading: 'Modèles de paiement',
        },
        'legal.ts': {
          siret: '812\u00a0345\u00a0678\u00a000019',
          vat: { number: 'FR40\u00a0812345678' },
        },
      }),
    ).toEqual([]);
  });

  it('stops a real address, whichever of the two is set, for each kind of placeholder', () => {
    for (const [file, content] of Object.entries(eachKind)) {
      const sources = { [file]: content };
      for (const addresses of [
        { siteUrl: 'https://www.studio-reel.fr', publicUrl: 'https://www.studio-reel.fr' },
        { siteUrl: 'https://www.studio-reel.fr' },
        { siteUrl: 'https://www.example.fr', publicUrl: 'https://www.studio-reel.fr' },
      ]) {
        expect(
          goLiveProblems(addresses, sources).length,
          `${file} ${JSON.stringify(addresses)}`,
        ).toBeGreaterThan(0);
      }
      expect(goLiveProblems({ siteUrl: 'https://www.example.fr' }, sources)).toEqual([]);
      expect(
        goLiveProblems(
          { siteUrl: 'https://www.example.fr', publicUrl: 'http://127.0.0.1:8080' },
          sources,
        ),
      ).toEqual([]);
    }
  });
});

describe('the go-live list (issue 46)', () => {
  it('catches a policy number of zeros, naming its place and value', () => {
    const found = placeholders({ 'legal-identity.ts': { insurance: { policy: '0000000' } } });
    expect(found).toEqual([
      {
        where: 'legal-identity.ts: insurance.policy',
        what: 'a number of zeros (a policy, contract or registration number)',
        value: '0000000',
        root: '0000000',
      },
    ]);
    expect(placeholders({ 'legal-identity.ts': { insurance: { policy: '2026-0457' } } })).toEqual(
      [],
    );
  });

  it('groups by value, with a count and the places, a summary line first', () => {
    const list = describePlaceholders(
      placeholders({
        'site.ts': { site: { contactName: 'Camille Exemple', email: 'contact@example.fr' } },
        'legal-notice.ts': {
          notice: [
            'Directrice de la publication\u00a0: Camille Exemple.',
            'Les marques appartiennent à Camille Exemple.',
          ],
        },
      }),
    ).split('\n');
    expect(list[0]).toBe(
      '2 values to replace, in 4 places: change each where it is set (its first place), the texts that repeat it follow.',
    );
    expect(list.slice(1)).toEqual([
      '- « Camille Exemple »: an example address or name (example, exemple), 3 places',
      '    site.ts: site.contactName',
      '    and 2 texts repeating it (legal-notice.ts)',
      '- « contact@example.fr »: an example address or name (example, exemple), 1 place',
      '    site.ts: site.email',
    ]);
  });
});
