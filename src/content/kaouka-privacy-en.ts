// The privacy policy of the Kaouka app (not the website’s), in English: the
// same articles as kaouka-privacy-fr.ts, in the same order (checked by
// kaouka-privacy.test.ts).

import { kaoukaPrivacyDataEn } from './kaouka-privacy-data-en.ts';
import {
  PRIVACY_TITLES,
  privacyArticleNumber,
  type PrivacyArticleKey,
} from './kaouka-privacy-articles.ts';
import { formatAddress, legalIdentity, publisherName } from './legal-identity.ts';
import { articleNumber as termsArticleNumber, TERMS_MINIMUM_AGE } from './terms-articles.ts';
import type { TermsOfUse } from './types.ts';

const { publisher, host, emailProvider } = legalIdentity;
const article = (key: PrivacyArticleKey) => `article ${privacyArticleNumber(key)}`;

/** Kaouka’s privacy policy has the terms’ shape: numbered articles, in one language. */
export const kaoukaPrivacyEn: TermsOfUse = {
  lang: 'en',
  title: PRIVACY_TITLES.en,
  description:
    'The data of the Kaouka app: for each item, its purpose, legal basis, retention and recipients; your rights and how to exercise them.',
  updated: '2026-11-24',
  effective: '2026-12-24',
  intro: `This policy explains how the personal data of the users of the Kaouka mobile app is processed. It complements the Kaouka terms of use, whose article ${termsArticleNumber('personal-data')} lists the data collected: each item is detailed here, article by article. Kaouka is pseudonymous: no real name is asked for, and other users see only your pseudonym, your profile image, your content and a rounded distance. Kaouka is for people aged ${TERMS_MINIMUM_AGE} or over (article ${termsArticleNumber('age')} of the terms of use): the account of a younger person is suspended as soon as the publisher learns of it, then deleted once the time to challenge that decision has passed, unless the decision is reversed.`,
  articles: [
    {
      key: 'controller',
      title: 'Controller',
      blocks: [
        [
          `The controller is Kaouka’s publisher: ${publisherName}, a sole trader (`,
          { lang: 'fr', text: publisher.legalForm },
          `) trading as ${publisher.tradeName}, ${formatAddress(publisher.address)}. For any question about your data, write to ${publisher.email}.`,
        ],
        'No data protection officer has been appointed, as the law does not require one for this processing.',
        'No law requires you to provide this data. The pseudonym, the e-mail address and access to the location are, however, needed for the contract: without them, the account cannot be created or the proximity service cannot work. Everything else (posts, comments, messages) is up to you.',
      ],
    },
    ...kaoukaPrivacyDataEn,
    {
      key: 'recipients',
      title: 'Processors and other recipients',
      blocks: [
        'Only the publisher has access to all the data. Three processors handle it on the publisher’s behalf, on its instructions and without being able to use it for any other purpose (Art. 28 GDPR):',
        {
          list: [
            `the host, ${host.name} (${host.website}), which stores the data and runs the service;`,
            `the e-mail provider, ${emailProvider.name} (${emailProvider.website}), which delivers the e-mails the service sends;`,
            'Google, for Firebase Cloud Messaging, which delivers notifications on Android (see below).',
          ],
        },
        'If you allow notifications in the phone’s settings, they go through its system’s notification service: on iPhone, Apple’s, which delivers them as the provider of the device’s system, under its own terms; on Android, Firebase Cloud Messaging, which Google runs as the publisher’s processor. That service receives only a technical identifier of the device and a short text (“New message”), without the content of messages or your location. You can turn notifications off at any time in the phone’s settings.',
        'Empowered judicial or administrative authorities may obtain some data, in the cases and in the forms the law provides. Apple and Google, which distribute the app in their stores, process the data related to its download as separate controllers, under their own policies: the publisher passes them no Kaouka data.',
      ],
    },
    {
      key: 'transfers',
      title: 'Transfers outside the European Union',
      blocks: [
        `Kaouka’s data is hosted and processed in the European Union: none is transferred outside it, except notifications (${article('recipients')}), which Apple and Google may route from the United States, under the European Commission’s adequacy decision of 10 July 2023 (EU–US Data Privacy Framework). Should a processor ever handle some outside the Union, that transfer would rest on an adequacy decision of the European Commission or on its standard contractual clauses, and be announced as a change to this policy (${article('changes')}).`,
      ],
    },
    {
      key: 'security',
      title: 'Security',
      blocks: [
        'Exchanges between the app and the server are encrypted. Access to the data is restricted to the publisher and its processors, and private messages are read only when reported.',
        'Should a data breach put your rights at high risk, you would be told without delay, as Art. 34 GDPR provides.',
      ],
    },
    {
      key: 'rights',
      title: 'Your rights',
      blocks: [
        'The General Data Protection Regulation (GDPR) and the French Data Protection Act give you the following rights over your data:',
        {
          list: [
            'the right of access: getting a copy of the data the publisher holds about you;',
            'the right to rectification: correcting inaccurate data; the pseudonym, the profile image and the e-mail address can also be changed in the app;',
            'the right to erasure: deleting your account erases your data, except what the law requires to be kept, for the period stated for each item;',
            'the right to restriction: having the use of an item frozen while a dispute about it is examined;',
            'the right to data portability: receiving your account data and your content in a structured, machine-readable format, to take them elsewhere;',
            'the right to object, on grounds relating to your situation, to the processing based on the publisher’s legitimate interest;',
            'the right to leave instructions on what happens to your data after your death (keeping, erasure, disclosure), under article 85 of the French Data Protection Act.',
          ],
        },
        'You can also withdraw the location permission at any time, in your phone’s settings. No decision with legal effects on you is based solely on automated processing: every moderation measure is decided by a person.',
      ],
    },
    {
      key: 'exercise',
      title: 'Exercising your rights',
      blocks: [
        `To exercise these rights, write to ${publisher.email} from your account’s e-mail address: it is enough to identify you, and no identity document is asked for unless there is serious doubt. Deleting the account and changing the profile can also be done directly in the app.`,
        'It is free of charge. You get an answer within one month; that period can be extended by two months for a complex request, in which case you would be told within the first month.',
      ],
    },
    {
      key: 'complaint',
      title: 'Complaint to the CNIL',
      blocks: [
        'If you consider that your rights are not respected, you can lodge a complaint with the French data protection authority, the Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, or online at https://www.cnil.fr/fr/plaintes, or with the supervisory authority of the EU country where you live or work, without having to write to the publisher first.',
      ],
    },
    {
      key: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'Any change to this policy is announced in the app and by e-mail before it applies, with what changes. Should a new use of your data rest on your consent, you would be asked for it, and remain free to refuse.',
      ],
    },
    {
      key: 'language',
      title: 'Language',
      blocks: ['This policy is offered in French and in English.'],
    },
  ],
  labels: {
    contents: 'Contents',
    updated: 'Last updated:',
    effective: 'In force from:',
    article: 'Article',
    otherLanguage: 'Lire en français',
  },
};
