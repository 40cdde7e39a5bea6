import { describe, expect, it } from 'vitest';
import { announcement } from './announcement.ts';
import { confirmationEmail } from './confirmation.ts';
import { inquiryOwnerEmail, inquiryRetention } from './inquiry.ts';
import { emailSignature } from './email-signature.ts';
import {
  formatAddress,
  legalIdentity,
  publisherName,
  signupRetention,
  vatStatement,
} from './legal-identity.ts';
import { legalNotice } from './legal-notice.ts';
import { blockTexts, documentTexts } from './legal-text.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { signupPage } from './signup.ts';
import { termsOfSale } from './terms-of-sale.ts';
import { formatPhone } from '../shared/french-format.ts';
import { frenchPhone } from './text-schemas.ts';
import { unsubscribeTexts } from './unsubscribe.ts';

const allText = documentTexts;

/** French typography: ’ not ', a non-breaking space before : ; ! ? » and after «. */
function expectFrenchTypography(texts: readonly string[]) {
  for (const text of texts) {
    expect(text, text).not.toMatch(/'/);
    expect(text, text).not.toMatch(/ [:;!?»]|« /);
  }
}

describe('the legal content', () => {
  it('is written with French typography', () => {
    expectFrenchTypography([
      ...allText(legalNotice),
      ...allText(privacyPolicy),
      ...allText(termsOfSale),
      ...Object.values(unsubscribeTexts),
      announcement.subject,
      ...announcement.paragraphs,
      announcement.footer,
      signupPage.notice,
      signupRetention.sentence,
    ]);
  });

  it('names the publisher, its VAT status, the brand it publishes under, the publication director and the host (LCEN art. 6 III)', () => {
    const text = allText(legalNotice).join('\n');
    const { publisher, host } = legalIdentity;
    expect(text).toContain(`${publisher.name} EI`);
    expect(text).toContain(publisher.siret);
    expect(text).toContain(publisher.email);
    expect(text).toContain(formatPhone(publisher.phone));
    expect(text).toContain(vatStatement());
    expect(text).toContain(`${publisher.tradeName} est le nom commercial de ${publisher.name} EI`);
    expect(text).toContain(legalIdentity.publicationDirector);
    expect(text).toContain(host.name);
    expect(text).toContain(host.address.street);
    expect(text).toContain(formatPhone(host.phone));
  });

  it('has well-formed phone numbers and VAT status in the legal identity', () => {
    for (const phone of [legalIdentity.publisher.phone, legalIdentity.host.phone]) {
      frenchPhone.parse(phone);
    }
    expect(legalIdentity.publisher.siret.replace(/\D/g, '')).toMatch(/^\d{14}$/);
    const { vat } = legalIdentity.publisher;
    if (vat.kind === 'registered')
      expect(vat.number).toMatch(/^FR[\s\u00a0]?\w{2}[\s\u00a0]?\d{9}$/);
    else expect(vatStatement()).toContain('293\u00a0B du CGI');
  });

  it('gives every item GDPR article 13 requires, and the French post-mortem instructions', () => {
    const text = allText(privacyPolicy).join('\n');
    const { publisher, host, emailProvider } = legalIdentity;
    for (const item of [
      `${publisher.name} EI`, // the controller
      publisher.email, // and how to reach them
      'délégué à la protection des données', // whether there is a DPO
      'consentement', // the basis of the sign-up
      '6.1.a',
      '6.1.f', // the basis of the server logs
      'intérêt légitime de l’éditeur', // the interest named
      'sécurité du site',
      host.name, // the recipients
      emailProvider.name,
      'hors de l’Union', // transfers
      signupRetention.sentence, // how long
      'accès',
      'rectification',
      'effacement',
      'opposer',
      'limitation',
      'portabilité',
      'retirer votre consentement',
      'CNIL', // the right to complain
      'ni une obligation légale ni une condition d’un contrat', // whether giving it is required
      'décision automatisée', // automated decisions
      'après votre décès', // post-mortem instructions (loi Informatique et Libertés, art. 85)
    ]) {
      expect(text, item).toContain(item);
    }
  });

  it('states one retention rule, word for word, in the policy and the sign-up notice, and its periods in each e-mail', () => {
    const policy = allText(privacyPolicy).join('\n');
    for (const text of [policy, signupPage.notice]) {
      expect(text).toContain(signupRetention.sentence);
    }
    // Each e-mail says it for its reader: the confirmation for an address once
    // confirmed (its own text tells what happens otherwise), the announcement
    // from the message being read.
    expect(signupRetention.onceConfirmed).toContain(signupRetention.afterAnnouncement.inWords);
    expect(signupRetention.onceConfirmed).toContain(signupRetention.maximum.inWords);
    expect(signupRetention.afterThisMessage).toContain(signupRetention.afterAnnouncement.inWords);
    expect(confirmationEmail.ignore).toContain(signupRetention.unconfirmed.inWords);
    for (const period of [
      signupRetention.afterAnnouncement,
      signupRetention.maximum,
      signupRetention.unconfirmed,
    ]) {
      expect(signupRetention.sentence).toContain(period.inWords);
    }
  });

  it('tells in every e-mail how long its address or request is kept and how to have it erased', () => {
    const { email } = legalIdentity.publisher;
    expect(confirmationEmail.footer).toContain(signupRetention.onceConfirmed);
    expect(confirmationEmail.footer).not.toContain(signupRetention.sentence);
    expect(confirmationEmail.footer).toContain(`effacer plus tôt, écrivez à ${email}`);
    expect(announcement.footer).toContain(signupRetention.afterThisMessage);
    expect(announcement.footer).not.toContain(signupRetention.sentence);
    // The announcement ends on its one-click unsubscribe link, which erases the address.
    expect(announcement.footer).toMatch(/effacer.*lien ci-dessous\.$/);
    expect(announcement.unsubscribeLabel).toContain('effacer mon adresse');
    // The owner’s copy of a quote request: kept as long as the request, erased with it.
    expect(inquiryOwnerEmail.footer).toContain(
      `conservée ${inquiryRetention.inWords} après le dernier échange`,
    );
    expect(inquiryOwnerEmail.footer).toContain('inquiries delete <référence>');
    expectFrenchTypography([confirmationEmail.footer, inquiryOwnerEmail.footer]);
  });

  it('leaves third parties’ marks to their owners in the legal notice', () => {
    const text = allText(legalNotice).join('\n').replaceAll('\u00a0', ' ');
    // Every brand the site names or links to: the stores’ badges, the social links.
    for (const mark of [
      'Apple',
      'App Store',
      'Google Play',
      'GitHub',
      'Discord',
      'Instagram',
      'LinkedIn',
    ]) {
      expect(text, mark).toContain(mark);
    }
    expect(text).toContain('appartiennent à leurs titulaires respectifs');
  });

  it('names the controller, the purpose and the basis at the point of collection', () => {
    expect(signupPage.notice).toContain(`${legalIdentity.publisher.name} EI`);
    expect(signupPage.notice).toContain('Responsable du traitement');
    expect(signupPage.notice).toContain('consentement');
    expect(signupPage.notice).toContain('sortie de Kaouka');
  });

  it('signs every e-mail with the legal identity and the site and policy links', () => {
    const signature = emailSignature({
      site: 'https://a.example/',
      privacy: 'https://a.example/p',
    });
    const text = signature.lines.join('\n');
    expect(text).toContain(`${legalIdentity.publisher.name} EI`);
    expect(text).toContain(legalIdentity.publisher.tradeName);
    expect(text).toContain(legalIdentity.publisher.siret);
    expect(signature.links.map((link) => link.href)).toEqual([
      'https://a.example/',
      'https://a.example/p',
    ]);
  });

  it('writes e-mail one way: « e-mail », never « courriel » nor « adresse électronique »', () => {
    const everything = JSON.stringify([
      legalNotice,
      privacyPolicy,
      unsubscribeTexts,
      announcement,
      signupPage,
    ]);
    expect(everything).not.toMatch(/courriel|adresse électronique/i);
  });

  it('identifies the seller of the terms of sale in full, as « le prestataire », never « l’éditeur »', () => {
    const text = allText(termsOfSale).join('\n');
    const { publisher } = legalIdentity;
    for (const fact of [
      publisherName,
      publisher.tradeName,
      formatAddress(publisher.address),
      publisher.siret,
      publisher.email,
      formatPhone(publisher.phone),
      publisher.vat.kind === 'registered' ? publisher.vat.number : '293\u00a0B',
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).toContain('«\u00a0le prestataire\u00a0»');
    expect(text).not.toMatch(/l’éditeur/);
  });

  it('gives the terms of sale the consumer’s rights under the right articles, and no goods-only guarantee', () => {
    const text = allText(termsOfSale).join('\n');
    for (const rule of [
      /L221-18/, // withdrawal, at a distance or off premises
      /L221-3\b/, // small businesses off premises
      /L221-10/, // no payment before seven days off premises
      /L221-15/, // liable as of right towards a consumer
      /L221-28, 1° et 13°/, // loss of the right: express agreement and acknowledged loss
      /L224-25-12/, // conformity of digital content and services
      /L216-1/, // delivery date
      /R631-3/, // the consumer's courts
      /L612-1/, // consumer mediation
      /1231-6/, // interest from a formal notice
      /L441-10/, // professionals' penalties
      /article\u00a028/, // GDPR processor contract
      /1218/, // force majeure
    ]) {
      expect(text).toMatch(rule);
    }
    // L217-1 covers goods, art. 1641 a sale: neither applies to a service.
    expect(text).not.toMatch(/L217-1\b|1641/);
    // No jurisdiction clause: CPC art. 48 voids it unless both are merchants.
    expect(text).not.toMatch(/siège|tribunaux du ressort/);
    expect(text).toContain(legalIdentity.mediator.name);
    expect(text).toContain(legalIdentity.insurance.insurer);
  });

  it('keeps the best-efforts duty, the liability cap and the recovery fee to professional clients', () => {
    const texts = allText(termsOfSale);
    for (const clause of [/obligation de moyens/, /plafonnée/, /40\u00a0€/]) {
      const found = texts.filter((text) => clause.test(text));
      expect(found.length, String(clause)).toBeGreaterThan(0);
      for (const text of found) {
        const before = text.slice(0, text.search(clause));
        expect(before, text).toMatch(/client professionnel/);
      }
    }
    // The consumer: the legal rate after a formal notice, and nothing more.
    const consumer = texts.find((text) => /^Retard de paiement d’un consommateur/.test(text)) ?? '';
    expect(consumer).toMatch(/taux légal.*mise en demeure/);
    expect(consumer).toMatch(/ni pénalité ni indemnité/);
  });

  it('gives the official withdrawal form, addressed with the postal address and the e-mail', () => {
    const boxes = termsOfSale.sections
      .flatMap((section) => section.blocks)
      .filter((block) => block.kind === 'box');
    const form = boxes.find((box) => box.title === 'Formulaire de rétractation');
    expect(form).toBeDefined();
    const text = form ? blockTexts(form).join('\n') : '';
    const { publisher } = legalIdentity;
    expect(text).toContain(
      `À l’attention de ${publisherName}, ${formatAddress(publisher.address)}`,
    );
    expect(text).toContain(publisher.email);
    // The lines of the model annexed to article R221-1 of the Code de la consommation.
    for (const line of [
      'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat',
      'Commandé le (*)/reçu le (*)',
      'Nom du (des) consommateur(s)',
      'Adresse du (des) consommateur(s)',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)',
      'Date\u00a0:',
      '(*) Rayez la mention inutile.',
    ]) {
      expect(text, line).toContain(line);
    }
    // And the box of the legal guarantee of digital content and services (C. consom. D211-3).
    const guarantee = boxes.find((box) => /Garantie légale/.test(box.title));
    expect(guarantee ? blockTexts(guarantee).join('\n') : '').toMatch(
      /deux ans à compter de la fourniture du contenu numérique/,
    );
  });

  it('names, in the transfer of rights, each right, its intended use, its place and its duration (CPI L131-3)', () => {
    const rights = allText(termsOfSale).find((text) => /cède au client/.test(text)) ?? '';
    for (const term of [
      /reproduire/,
      /adapter/,
      /modifier/,
      /distribuer/,
      /communiquer au public/,
      /pour l’exploitation du livrable/,
      /dans le monde entier/,
      /pour toute la durée/,
    ]) {
      expect(rights).toMatch(term);
    }
  });
});
