// The terms of use of the Kaouka app, in English: the same articles as
// terms-fr.ts, in the same order (checked by terms.test.ts).

import { formatLongDate, formatPhone } from '../shared/french-format.ts';
import { formatAddress, legalIdentity, publisherName } from './legal-identity.ts';
import { site } from './site.ts';
import {
  articleNumber,
  dayBefore,
  DISTANCE_STEP_METRES,
  MODERATION_APPEAL_MONTHS,
  TERMS_CHANGE_NOTICE_DAYS,
  TERMS_MINIMUM_AGE,
  TERMS_TITLES,
  TERMS_VERSION,
  type TermsArticleKey,
} from './terms-articles.ts';
import type { TermsOfUse } from './types.ts';

const { publisher, mediator } = legalIdentity;
const article = (key: TermsArticleKey) => `article ${articleNumber(key)}`;

export const termsEn: TermsOfUse = {
  lang: 'en',
  title: TERMS_TITLES.en,
  description:
    'The terms of use of Kaouka, the pseudonymous local social network: age, posts, messages, data, prohibited content, reporting and moderation.',
  ...TERMS_VERSION,
  intro: [
    `These terms of use govern your use of the Kaouka mobile app, published by ${publisherName}, a sole trader (`,
    { lang: 'fr', text: publisher.legalForm },
    `) trading as ${publisher.tradeName} (the publisher), ${formatAddress(publisher.address)}, SIRET ${publisher.siret}, who can be reached at ${publisher.email} and on ${formatPhone(publisher.phone)}. The publisher’s other legal details (VAT number, host) are in the legal notice of ${new URL(site.url).host}. By creating an account, you accept these terms.`,
  ],
  articles: [
    {
      key: 'purpose',
      title: 'Purpose',
      blocks: [
        'Kaouka is a pseudonymous, location-based social network. It lets you publish content, discover what people nearby publish and talk with them.',
        'These terms set out the rules for using the service, and your rights and obligations and those of the publisher. They are addressed to you, a Kaouka user; “users” means everyone who has an account.',
      ],
    },
    {
      key: 'access',
      title: 'Access to the service',
      blocks: [
        'The app can be downloaded free of charge from the app stores. To use it you need a compatible device, an Internet connection, an e-mail address and to allow access to your device’s location.',
        'The publisher strives to keep the service available at all times but cannot guarantee it: the service may be interrupted for maintenance, updates or in case of force majeure.',
      ],
    },
    {
      key: 'age',
      title: 'Minimum age',
      blocks: [
        `Kaouka is for people aged ${TERMS_MINIMUM_AGE} or over. By creating an account, you declare that you are; no parental permission can waive this age.`,
        `Because Kaouka puts people who are close to each other in touch, an account that the publisher learns, from a report or otherwise, is being used by a person under ${TERMS_MINIMUM_AGE} is suspended at once. Its holder is told and can challenge that decision like any moderation decision (${article('moderation')}); the account stays suspended, without being erased, while it can be challenged and, if it is, until the answer. It is then deleted with its content, unless the decision is reversed.`,
      ],
    },
    {
      key: 'pseudonymity',
      title: 'Pseudonym and profile',
      blocks: [
        `You choose a pseudonym and a profile image: they are all that other users see of you. No real name is asked for. Your e-mail address and your device’s location, which the service needs, are never shown to them (${article('personal-data')}).`,
        `Your pseudonym and profile image must not impersonate anyone else or contain prohibited content within the meaning of ${article('prohibited-content')}.`,
      ],
    },
    {
      key: 'posts',
      title: 'Posts',
      blocks: [
        'You can publish photos, videos, audio recordings and texts. Your posts are visible to users nearby.',
        `You remain responsible for what you publish and warrant that you hold the necessary rights to your content, as set out in ${article('content-licence')}.`,
      ],
    },
    {
      key: 'content-licence',
      title: 'Rights in your content',
      blocks: [
        'You keep the rights in your content. So that the app can show it, you grant the publisher, free of charge and on a non-exclusive basis:',
        {
          list: [
            'the right to reproduce it, that is to record and copy it on the service’s servers and on the devices of the users who view it;',
            'the right to communicate it to the public, that is to display it and play it to the app’s users;',
            'the right to adapt it, only as the display technically requires (format, size, compression, thumbnail), without changing its meaning.',
          ],
        },
        'These rights are granted for the sole purpose of running Kaouka and showing the content to its users: the publisher does not use them for its advertising or for any other service, and passes them on to no one. They apply worldwide, since the app can be reached wherever it is distributed, and for as long as each piece of content stays published: they end when you delete the content or your account, or when the publisher removes it.',
      ],
    },
    {
      key: 'likes-comments',
      title: 'Likes and comments',
      blocks: [
        `Users can like posts and comment on them. Comments follow the same rules as posts, in particular those of ${article('prohibited-content')}.`,
      ],
    },
    {
      key: 'messages',
      title: 'Private messages and proximity',
      blocks: [
        'You can send private messages to users nearby, whom the app ranks by approximate distance.',
        `Your exact location is never shared with other users, nor theirs with you: the distance shown is rounded in steps of ${DISTANCE_STEP_METRES} metres, never given to the metre.`,
        `The publisher reads private messages only when one of their participants reports them (${article('reporting')}): only the reported messages are then examined.`,
      ],
    },
    {
      key: 'blocking',
      title: 'Blocking',
      blocks: [
        'You can block another user: their content is then no longer shown to you, and they can no longer write to you.',
      ],
    },
    {
      key: 'personal-data',
      title: 'Personal data collected',
      blocks: [
        'To provide you with the service, the publisher collects and processes the following data:',
        {
          list: [
            'the pseudonym and the profile image, to represent you to other users;',
            'the e-mail address, to create the account and write to you about the service;',
            'the location, to work out the approximate distance to other users;',
            'published content (photos, videos, audio, texts), to display it;',
            'comments and likes, to display them;',
            'private messages, to deliver them;',
            'blocks, reports and moderation decisions, to protect you and other users;',
            `the IP address used to connect, as set out in ${article('ip-address')}.`,
          ],
        },
        'This data is used only to run the app: showing your profile, showing you posts nearby, delivering your messages and moderating content. It is never sold or passed on to third parties. The Kaouka privacy policy sets out, for each item, its purpose, legal basis, retention period and recipients.',
      ],
    },
    {
      key: 'ip-address',
      title: 'IP address',
      blocks: [
        'As French law requires of hosting services (article 6 of the Law for Confidence in the Digital Economy and decree no. 2021-1362), the IP address you use to create your account and at each connection is recorded, kept for one year, then erased.',
        'It is accessed only to answer a request from an empowered judicial or administrative authority: kept because the law requires it, it serves no other purpose, not even acting on a breach of these terms.',
      ],
    },
    {
      key: 'prohibited-content',
      title: 'Prohibited content',
      blocks: [
        'The following is prohibited in posts, comments, messages, pseudonyms and profile images:',
        {
          list: [
            'sexually explicit content (nudity, pornography);',
            'content promoting or showcasing pork or alcohol;',
            'content promoting or showcasing inhalable products of any kind: tobacco, cigarettes, e-cigarettes, shisha, cannabis, nitrous oxide or any other product that is smoked, vaped or inhaled for recreational use.',
          ],
        },
        'Unlawful, hateful, violent or harassing content is also prohibited, as is content that invades other people’s privacy.',
        'These prohibitions, wider than the law’s, are an editorial choice of Kaouka’s own: they apply to this app only.',
      ],
    },
    {
      key: 'contact-point',
      title: 'Point of contact',
      blocks: [
        `The publisher has designated a single point of contact, at ${publisher.email}, in French or in English: for the authorities of the Member States, the European Commission and the European Board for Digital Services (Art. 11 of Regulation (EU) 2022/2065, the Digital Services Act), and for users (Art. 12 of the same Regulation).`,
        'Messages sent to this point of contact are read by a person, not by an automated tool.',
      ],
    },
    {
      key: 'reporting',
      title: 'Reporting',
      blocks: [
        `You can, like anyone, even without an account, report content you consider unlawful or contrary to these terms: in the app, with the “Report” button of every post, comment, profile or message, or by writing to the point of contact (${article('contact-point')}).`,
        'Your report identifies the content and explains why it is a problem, gives your name and e-mail address (unless it concerns child sexual abuse), and includes a statement by which you confirm in good faith that the information given is accurate and complete. The publisher acknowledges it, examines it promptly and tells you what was done.',
      ],
    },
    {
      key: 'moderation',
      title: 'Moderation',
      blocks: [
        'Posts, comments, pseudonyms and profile images, which other users see, are subject to moderation: the publisher may examine them on its own initiative or after a report. Private messages are examined only when reported.',
        'Moderation relies on reports, on an automated tool (a filter of prohibited words, applied to the texts of posts, to comments and to pseudonyms, never to private messages) and on review by a person. The automated tool only points out content to examine: every measure is decided by a person.',
        'Depending on how serious the breach is, the publisher may remove content or restrict its visibility, suspend your ability to post or write, suspend access to your account or terminate it (next article). A measure applies in every country where the app is distributed; a removal or a termination is final unless reversed on a challenge, and a suspension ends on the date the decision sets.',
        'Every decision that concerns you is notified to you with its reasons: the content in question, the measure taken, its scope and duration, the rule breached, the facts relied on, whether the decision follows a report or an automated detection, and the means of redress.',
        `Whether the decision is about you or answers your report, you can challenge the decision free of charge within ${MODERATION_APPEAL_MONTHS} months by replying to the message that notifies it or by writing to the point of contact. The challenge is examined by a person, not by an automated tool; the decision is upheld or reversed, with its reasons. You may also turn to a certified out-of-court dispute settlement body (Art. 21 of the Digital Services Act); the courts remain open at any time.`,
      ],
    },
    {
      key: 'suspension',
      title: 'Suspension and termination',
      blocks: [
        `If you breach these terms, the publisher may suspend your access to the service, for a period set in the decision and proportionate to the seriousness of the facts, or terminate your account for a serious or repeated breach, with the reasons and the right to challenge of ${article('moderation')}.`,
        'After a warning, the publisher may also suspend your account for a reasonable period if you frequently publish manifestly unlawful content, or stop handling your reports for a time if you frequently send manifestly unfounded ones.',
        'You, for your part, can delete your account at any time from the app.',
      ],
    },
    {
      key: 'liability',
      title: 'Liability',
      blocks: [
        `You are answerable for the content you publish and the messages you send (${article('posts')}).`,
        'The publisher hosts users’ content without choosing it or checking it before it is published. It can be held liable for any of it only if, having become aware that it is unlawful, notably through a report, it did not act promptly to remove it or disable access to it (Art. 6 of the Digital Services Act and art. 6 of the French Law for Confidence in the Digital Economy). Investigations it carries out of its own accord do not take this protection away (Art. 7 of the same Act).',
        'Otherwise, the publisher is liable to you for its breaches of these terms under ordinary French law: none of their clauses limits your right to compensation. It is not liable for a failure caused by force majeure (Art. 1218 of the French Civil Code).',
      ],
    },
    {
      key: 'user-rights',
      title: 'Your rights over your data',
      blocks: [
        `Under the General Data Protection Regulation (GDPR) and the French Data Protection Act, you have the right to access, rectify, erase, restrict, port and object to the processing of your data, and you can leave instructions on what happens to it after your death. To exercise these rights, write to ${publisher.email}; the Kaouka privacy policy sets out how.`,
        'You may also lodge a complaint with the French data protection authority (CNIL).',
      ],
    },
    {
      key: 'changes',
      title: 'Changes to these terms',
      blocks: [
        `The publisher may change these terms to reflect a change in the service, in the law or in case law. Any change is notified in the app and by e-mail at least ${TERMS_CHANGE_NOTICE_DAYS} days before it applies, with what changes. If you do not accept it, you can delete your account at any time, free of charge, after retrieving your data if you wish.`,
        'A change required by law or by users’ safety may apply sooner: it is then notified to you as soon as possible, with the same option to delete your account.',
        `This version applies to every account created from ${formatLongDate(TERMS_VERSION.updated, 'en-GB')}, as soon as it is accepted. For an account created before that date, the previous version continues to apply until ${formatLongDate(dayBefore(TERMS_VERSION.effective), 'en-GB')}; the publisher sends it to you on request.`,
      ],
    },
    {
      key: 'language',
      title: 'Language',
      blocks: [
        'These terms are offered in French and in English. The French version prevails, without prejudice to the interpretation most favourable to the consumer (Article L211-1 of the French Consumer Code).',
      ],
    },
    {
      key: 'governing-law',
      title: 'Governing law and disputes',
      blocks: [
        'These terms are governed by French law. If you are a consumer, this choice does not deprive you of the protection given by the mandatory provisions of the law of your country of residence.',
        `No amicable step is required before going to court: you can bring a claim directly. If you wish, you can first write to the point of contact (${article('contact-point')}) and then, as a consumer, turn free of charge to the consumer mediator ${mediator.name} (${mediator.website}).`,
        'If you are a consumer, you can bring a claim, in addition to the courts that have jurisdiction under the French Code of Civil Procedure, before the court of the place where you lived when you created your account or of the place where the damage occurred; if you live in another Member State of the European Union, you can always go to the courts of your own country. Other disputes fall within the jurisdiction of the competent French courts.',
      ],
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
