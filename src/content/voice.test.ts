import { describe, expect, it } from 'vitest';
import { announcement } from './announcement.ts';
import { confirmationEmail, confirmationPage, confirmFromInbox } from './confirmation.ts';
import { cvProfile } from './cv-profile.ts';
import { cv } from './cv.ts';
import { githubInvoice } from './github-invoice.ts';
import { inquiryForm, inquiryOwnerEmail, inquiryThanks } from './inquiry.ts';
import { kaoukaApplePage, kaoukaPage } from './kaouka.ts';
import { landingStory } from './landing-story.ts';
import { offers, offersText } from './offers.ts';
import { paymentModels, paymentModelsIntro, paymentTerms } from './payment-models.ts';
import { projects, realisationIntro } from './projects.ts';
import { signupPage } from './signup.ts';
import { team, teamIntro } from './team.ts';
import { trainingCatalogue, trainingFacts } from './trainings.ts';
import { unsubscribeTexts } from './unsubscribe.ts';

/** Every text the owner signs: the pages, the brochure and the e-mails. */
const owned = JSON.stringify([
  announcement,
  confirmationEmail,
  confirmationPage,
  confirmFromInbox,
  cvProfile,
  cv,
  githubInvoice,
  inquiryForm,
  inquiryOwnerEmail,
  inquiryThanks,
  kaoukaPage,
  kaoukaApplePage,
  landingStory,
  offers,
  offersText,
  paymentModels,
  paymentModelsIntro,
  paymentTerms,
  projects,
  realisationIntro,
  signupPage,
  team,
  teamIntro,
  trainingCatalogue,
  trainingFacts,
  unsubscribeTexts,
]);

describe('the voice of the site (site.ts)', () => {
  it('is the owner’s « je »: the studio never speaks as « nous »', () => {
    // « nous » alone stays allowed: it is the client and the owner together (« nous choisissons ensemble »).
    // \b is ASCII-only: « Écrivez-nous » needs letter-aware boundaries.
    const plural =
      /(?<![\p{L}-])(notre|nos|écrivez-nous|appelez-nous|contactez-nous|nous vous)(?!\p{L})/iu;
    expect(plural.exec(owned)?.[0]).toBeUndefined();
  });

  it('writes « e-mail », never « courriel » nor « adresse électronique »', () => {
    expect(/courriel|adresse électronique/iu.exec(owned)?.[0]).toBeUndefined();
  });

  it('never opens an offer’s text with the old template « Cette offre… »', () => {
    expect(JSON.stringify(offers)).not.toMatch(/Cette offre (convient|s’adresse)/u);
  });
});
