import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cv } from './cv.ts';
import { githubInvoice } from './github-invoice.ts';
import { formatEuros } from '../shared/french-format.ts';
import {
  paymentModels,
  paymentModelsIntro,
  paymentTerms,
  rates,
  valueSharing,
} from './payment-models.ts';
import { taxBasis } from './prices.ts';
import { githubInvoiceSchema } from './schemas/github-invoice.ts';
import { paymentModelSchema } from './schemas/payment-model.ts';
import { cvEntrySchema, teamMemberSchema } from './schemas/people.ts';
import { trainingCatalogueSchema } from './schemas/training.ts';
import { site } from './site.ts';
import { team } from './team.ts';
import { frenchText } from './text-schemas.ts';
import { trainingFunding } from './training-funding.ts';
import { groupDayPriceEuros, trainingCatalogue, trainingFacts } from './trainings.ts';

/** A list of French texts. */
const texts = z.array(frenchText);

describe('page content', () => {
  it('has CV entries with valid periods, most recent first, one position held at most', () => {
    for (const entry of cv) cvEntrySchema.parse(entry);
    const starts = cv.map((entry) => entry.start);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(cv.filter((entry) => entry.end === null).length).toBeLessThanOrEqual(1);
  });

  it('has team members, each with their own name and phone number, the owner’s the site’s', () => {
    expect(team.length).toBeGreaterThan(0);
    for (const member of team) teamMemberSchema.parse(member);
    expect(new Set(team.map((member) => member.name)).size).toBe(team.length);
    expect(new Set(team.map((member) => member.phone)).size).toBe(team.length);
    expect(team.find((member) => member.name === site.contactName)?.phone).toBe(site.phone);
  });

  it('has the payment terms a French client expects, late payment by kind of client', () => {
    const terms = paymentTerms.map((term) => `${term.label}\u00a0: ${term.text}`);
    texts.parse(paymentTerms.flatMap((term) => [term.label, term.text]));
    const line = (label: RegExp) => terms.find((term) => label.test(term)) ?? '';
    expect(line(/^Taux journalier/)).toMatch(/\d[\d\u00a0]*\u00a0€/);
    expect(line(/^Taux journalier/)).toContain(formatEuros(rates.dayEuros));
    expect(line(/^Taux journalier/)).toContain(taxBasis.note);
    // No payment from a consumer before seven days off premises (C. consom. L221-10).
    expect(line(/^Acompte/)).toMatch(/^Acompte\u00a0: \d+\u00a0%.*L221-10/);
    expect(line(/^Délai de paiement/)).toMatch(/\d+\u00a0jours/);
    // Penalties and the 40 € fee (set by law, art. D441-5 du Code de commerce) to professionals only.
    const professional = line(/^Retard de paiement, client professionnel/);
    expect(professional).toMatch(/L441-10.*D441-5/);
    expect(professional).toContain('40\u00a0€ pour frais de recouvrement');
    const consumer = line(/^Retard de paiement, particulier/);
    expect(consumer).toMatch(/taux légal.*mise en demeure/);
    expect(terms.filter((term) => term.includes('40\u00a0€'))).toEqual([professional]);
  });

  it('has the four agile payment models of the spec, in order', () => {
    frenchText.parse(paymentModelsIntro);
    for (const model of paymentModels) paymentModelSchema.parse(model);
    // The spec's four, by their slugs (their headings' ids on /Contact): the titles are copy.
    expect(paymentModels.map((model) => model.slug)).toEqual([
      'temps-passe',
      'par-iteration',
      'par-livraison',
      'a-la-valeur',
    ]);
  });

  it('shares value in the value-based model: a reduced fixed part, a share of the gain, a cap above the day rate', () => {
    expect(valueSharing.fixedPercent).toBeGreaterThan(0);
    expect(valueSharing.fixedPercent).toBeLessThan(100);
    expect(valueSharing.gainPercent).toBeGreaterThan(0);
    expect(valueSharing.months).toBeGreaterThan(0);
    expect(valueSharing.capPercent).toBeGreaterThan(100);
    const model = paymentModels.find((each) => each.slug === 'a-la-valeur');
    expect(model?.price).toContain(`${valueSharing.gainPercent}\u00a0% du gain`);
  });

  it('says what French training buyers look for: price, lead time, assessment, accessibility, registration', () => {
    texts.parse(trainingFacts.flatMap((fact) => [fact.label, fact.text]));
    const facts = trainingFacts.map((fact) => `${fact.label}\u00a0: ${fact.text}`).join('\n');
    expect(facts).toContain(formatEuros(groupDayPriceEuros()));
    expect(facts).toContain(taxBasis.suffix ? 'Prix hors taxes' : taxBasis.note);
    // Who trains, and whom trainees write to (C. trav. L6353-8), and the day's timetable.
    expect(facts).toContain(site.email);
    expect(facts).toMatch(/9\u00a0h à 12\u00a0h\u00a030/);
    expect(facts).toMatch(/résultats de l’évaluation des acquis/);
    expect(facts).toMatch(/certificat de réalisation/);
    expect(facts).toMatch(/handicap/);
    expect(facts).toContain(`numéro ${trainingCatalogue.body.registrationNumber}`);
    expect(facts).toContain('ne vaut pas agrément de l’État');
  });

  it('says how a training is funded in French, with or without the Qualiopi certification', () => {
    const certified = { certified: true, certificateNumber: 'A-1', certifier: 'Certif' } as const;
    for (const qualiopi of [{ certified: false } as const, certified]) {
      const funding = trainingFunding(qualiopi);
      texts.parse([funding.title, funding.status, funding.note]);
      texts.parse(funding.ways.flatMap((way) => [way.label, way.text]));
      expect(funding.status).toMatch(/Qualiopi/);
      expect(funding.ways.length).toBeGreaterThan(0);
    }
  });

  it('has a valid training catalogue with unique courses', () => {
    trainingCatalogueSchema.parse(trainingCatalogue);
    const slugs = trainingCatalogue.courses.map((course) => course.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('has the GithubInvoice page with the four key features of the spec', () => {
    githubInvoiceSchema.parse(githubInvoice);
    const features = githubInvoice.features.map((feature) => feature.title.toLowerCase());
    expect(features).toEqual([
      expect.stringContaining('génération automatique'),
      expect.stringContaining('modèles personnalisables'),
      expect.stringContaining('suivi des tickets'),
      expect.stringContaining('pdf'),
    ]);
  });
});
