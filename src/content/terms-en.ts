// The terms of use of the Kaouka app, in English: the same articles as
// terms-fr.ts, in the same order (checked by terms.test.ts).

import { legalIdentity, publisherName } from './legal-identity.ts';
import {
  articleNumber,
  DISTANCE_STEP_METRES,
  MODERATION_APPEAL_MONTHS,
  TERMS_CHANGE_NOTICE_DAYS,
  TERMS_MINIMUM_AGE,
  TERMS_TITLES,
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
  updated: '2026-11-24',
  effective: '2026-12-24',
  intro: [
    `These terms of use govern the use of the Kaouka mobile app, published by ${publisherName}, a sole trader (`,
    { lang: 'fr', text: publisher.legalForm },
    `) trading as ${publisher.tradeName} (the publisher). By creating an account, you accept these terms.`,
  ],
  articles: [
    {
      key: 'purpose',
      title: 'Purpose',
      blocks: [
        'Kaouka is a pseudonymous, location-based social network. It lets you publish content, discover what people nearby publish and talk with them.',
        'These terms set out the rules for using the service and the rights and obligations of its users and of the publisher.',
      ],
    },
    {
      key: 'access',
      title: 'Access to the service',
      blocks: [
        'The app can be downloaded free of charge from the app stores. Using it requires a compatible device, an Internet connection, an e-mail address and permission to access the device’s location.',
        'The publisher strives to keep the service available at all times but cannot guarantee it: the service may be interrupted for maintenance, updates or in case of force majeure.',
      ],
    },
    {
      key: 'age',
      title: 'Minimum age',
      blocks: [
        `Kaouka is for people aged ${TERMS_MINIMUM_AGE} or over. By creating an account, users declare that they are; no parental permission can waive this age.`,
        `Because Kaouka puts people who are close to each other in touch, an account that the publisher learns, from a report or otherwise, is being used by a person under ${TERMS_MINIMUM_AGE} is suspended at once. Its holder is told and can challenge that decision like any moderation decision (${article('moderation')}); the account stays suspended, without being erased, while it can be challenged and, if it is, until the answer. It is then deleted with its content, unless the decision is reversed.`,
      ],
    },
    {
      key: 'pseudonymity',
      title: 'Pseudonym and profile',
      blocks: [
        `Each user chooses a pseudonym and a profile image: they are all that other users see. No real name is asked for. The e-mail address and the device’s location, which the service needs, are never shown to other users (${article('personal-data')}).`,
        `The pseudonym and the profile image must not impersonate anyone else or contain prohibited content within the meaning of ${article('prohibited-content')}.`,
      ],
    },
    {
      key: 'posts',
      title: 'Posts',
      blocks: [
        'Users can publish photos, videos, audio recordings and texts. These posts are visible to users nearby.',
        `Each user remains responsible for what they publish and warrants that they hold the necessary rights to their content, as set out in ${article('content-licence')}.`,
      ],
    },
    {
      key: 'content-licence',
      title: 'Rights in your content',
      blocks: [
        'Users keep the rights in their content. So that the app can show it, they grant the publisher, free of charge and on a non-exclusive basis:',
        {
          list: [
            'the right to reproduce it, that is to record and copy it on the service’s servers and on the devices of the users who view it;',
            'the right to communicate it to the public, that is to display it and play it to the app’s users;',
            'the right to adapt it, only as the display technically requires (format, size, compression, thumbnail), without changing its meaning.',
          ],
        },
        'These rights are granted for the sole purpose of running Kaouka and showing the content to its users: the publisher does not use them for its advertising or for any other service, and passes them on to no one. They apply worldwide, since the app can be reached wherever it is distributed, and for as long as each piece of content stays published: they end when the user deletes the content or their account, or when the publisher removes it.',
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
        'Users can send private messages to users nearby, who are ranked by approximate distance.',
        `A user’s exact location is never shared with other users: the distance shown is rounded in steps of ${DISTANCE_STEP_METRES} metres, never given to the metre.`,
        `The publisher reads private messages only when one of their participants reports them (${article('reporting')}): only the reported messages are then examined.`,
      ],
    },
    {
      key: 'blocking',
      title: 'Blocking',
      blocks: [
        'Any user can block another user. The blocked user’s content is then no longer shown to them, and the blocked user can no longer write to them.',
      ],
    },
    {
      key: 'personal-data',
      title: 'Personal data collected',
      blocks: [
        'To provide the service, the publisher collects and processes the following data:',
        {
          list: [
            'the pseudonym and the profile image, to represent you to other users;',
            'the e-mail address, to create the account and write to you about the service;',
            'the location, to work out the approximate distance to other users;',
            'published content (photos, videos, audio, texts), to display it;',
            'comments and likes, to display them;',
            'private messages, to deliver them;',
            'blocks, reports and moderation decisions, to protect users;',
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
        'As French law requires of hosting services (article 6 of the Law for Confidence in the Digital Economy and decree no. 2021-1362), the IP address used to create the account and at each connection is recorded, kept for one year, then erased.',
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
        `Anyone, whether they use Kaouka or not, can report content they consider unlawful or contrary to these terms: in the app, with the “Report” button of every post, comment, profile or message, or by writing to the point of contact (${article('contact-point')}).`,
        'A report identifies the content and explains why it is a problem, gives the name and e-mail address of its author (unless it concerns child sexual abuse), and includes a statement by which the author confirms in good faith that the information given is accurate and complete. The publisher acknowledges it, examines it promptly and tells its author what was done.',
      ],
    },
    {
      key: 'moderation',
      title: 'Moderation',
      blocks: [
        'Posts, comments, pseudonyms and profile images, which other users see, are subject to moderation: the publisher may examine them on its own initiative or after a report. Private messages are examined only when reported.',
        'Moderation relies on reports, on an automated tool (a filter of prohibited words, applied to the texts of posts, to comments and to pseudonyms, never to private messages) and on review by a person. The automated tool only points out content to examine: every measure is decided by a person.',
        'Depending on how serious the breach is, the publisher may remove content or restrict its visibility, suspend the ability to post or write, suspend access to the account or terminate it (next article). A measure applies in every country where the app is distributed; a removal or a termination is final unless reversed on a challenge, and a suspension ends on the date the decision sets.',
        'Every decision is notified to the user concerned with its reasons: the content in question, the measure taken, its scope and duration, the rule breached, the facts relied on, whether the decision follows a report or an automated detection, and the means of redress.',
        `The user concerned, like the author of a report, can challenge the decision free of charge within ${MODERATION_APPEAL_MONTHS} months by replying to the message that notifies it or by writing to the point of contact. The challenge is examined by a person, not by an automated tool; the decision is upheld or reversed, with its reasons. They may also turn to a certified out-of-court dispute settlement body (Art. 21 of the Digital Services Act); the courts remain open at any time.`,
      ],
    },
    {
      key: 'suspension',
      title: 'Suspension and termination',
      blocks: [
        `If these terms are breached, the publisher may suspend a user’s access to the service, for a period set in the decision and proportionate to the seriousness of the facts, or terminate their account for a serious or repeated breach, with the reasons and the right to challenge of ${article('moderation')}.`,
        'After a warning, the publisher may also suspend for a reasonable period the account of a user who frequently publishes manifestly unlawful content, or stop handling for a time the reports of a person who frequently sends manifestly unfounded ones.',
        'Users, for their part, can delete their account at any time from the app.',
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
        `The publisher may change these terms to reflect a change in the service, in the law or in case law. Any change is notified in the app and by e-mail at least ${TERMS_CHANGE_NOTICE_DAYS} days before it applies, with what changes. Users who do not accept it can delete their account at any time, free of charge, after retrieving their data if they wish.`,
        'A change required by law or by users’ safety may apply sooner: it is then notified as soon as possible, with the same option to delete the account.',
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
        'These terms are governed by French law. This choice does not deprive a consumer of the protection given by the mandatory provisions of the law of their country of residence.',
        `No amicable step is required before going to court: users can bring a claim directly. If they wish, they can first write to the point of contact (${article('contact-point')}) and then, as consumers, turn free of charge to the consumer mediator ${mediator.name} (${mediator.website}).`,
        'A consumer can bring a claim, in addition to the courts that have jurisdiction under the French Code of Civil Procedure, before the court of the place where they lived when they created their account or of the place where the damage occurred; a consumer living in another Member State of the European Union can always go to the courts of their own country. Other disputes fall within the jurisdiction of the competent French courts.',
      ],
    },
  ],
  labels: {
    back: 'Back',
    contents: 'Contents',
    updated: 'Last updated:',
    effective: 'In force from:',
    article: 'Article',
    otherLanguage: 'Lire en français',
  },
};
