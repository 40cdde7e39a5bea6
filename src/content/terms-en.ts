// The terms of use of the Kaouka app, in English: the same articles as
// terms-fr.ts, in the same order (checked by terms.test.ts).

import { legalIdentity, publisherName } from './legal-identity.ts';
import {
  articleNumber,
  TERMS_CHANGE_NOTICE_DAYS,
  TERMS_MINIMUM_AGE,
  type TermsArticleKey,
} from './terms-articles.ts';
import type { TermsOfUse } from './types.ts';

const { publisher } = legalIdentity;
const article = (key: TermsArticleKey) => `article ${articleNumber(key)}`;

export const termsEn: TermsOfUse = {
  lang: 'en',
  title: 'Kaouka terms of use',
  description:
    'The terms of use of Kaouka, the anonymous local social network: age, posts, messages, data, prohibited content, reporting and moderation.',
  updated: '2026-11-22',
  intro: `These terms of use govern the use of the Kaouka mobile app, published by ${publisherName}, a sole trader (entrepreneure individuelle) trading as ${publisher.tradeName} (the publisher). By creating an account or using the app, you accept these terms.`,
  articles: [
    {
      key: 'purpose',
      title: 'Purpose',
      blocks: [
        'Kaouka is an anonymous, location-based social network. It lets you publish content, discover what people nearby publish and talk with them.',
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
        `Kaouka is for people aged ${TERMS_MINIMUM_AGE} or over. A younger person may use it only with the authorisation of a holder of parental authority, who can withdraw it at any time by writing to ${publisher.email}: the account is then deleted.`,
        `Because Kaouka puts people who are close to each other in touch, the publisher deletes any account it learns is used by a person under ${TERMS_MINIMUM_AGE} without that authorisation.`,
      ],
    },
    {
      key: 'anonymity',
      title: 'Anonymity and profile',
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
        'Each user remains responsible for what they publish and warrants that they hold the necessary rights to their content. They grant the publisher the right to display it in the app, for as long as it stays published.',
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
        'A user’s exact location is never shared with other users: only an approximate distance is shown.',
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
            `the IP address used to connect, as set out in ${article('ip-address')}.`,
          ],
        },
        'This data is used only to run the app: showing your profile, showing you posts nearby, delivering your messages and moderating content. It is never sold or passed on to third parties.',
      ],
    },
    {
      key: 'ip-address',
      title: 'IP address',
      blocks: [
        'As French law requires of hosting services (article 6 of the Law for Confidence in the Digital Economy and decree no. 2021-1362), the IP address used to create the account and at each connection is recorded, kept for one year, then erased.',
        'It is looked at only to act on a breach of these terms or to answer a request from an empowered judicial or administrative authority.',
      ],
    },
    {
      key: 'prohibited-content',
      title: 'Prohibited content',
      blocks: [
        'The following is prohibited in posts, comments, messages, pseudonyms and profile images:',
        {
          list: [
            'explicit content;',
            'content featuring pork or alcohol;',
            'content featuring tobacco and vaping products, such as cigarettes and e-cigarettes.',
          ],
        },
        'Unlawful, hateful, violent or harassing content is also prohibited, as is content that invades other people’s privacy.',
      ],
    },
    {
      key: 'reporting',
      title: 'Reporting',
      blocks: [
        `Anyone, whether they use Kaouka or not, can report content they consider unlawful or contrary to these terms: in the app, with the “Report” button of every post, comment, profile or message, or by writing to ${publisher.email}.`,
        'A report identifies the content and explains why it is a problem and, unless it concerns child sexual abuse, gives the name and e-mail address of its author. The publisher acknowledges it, examines it promptly and tells its author what was done.',
      ],
    },
    {
      key: 'moderation',
      title: 'Moderation',
      blocks: [
        'Posts, comments, pseudonyms and profile images, which other users see, are subject to moderation: the publisher may examine them on its own initiative or after a report, and remove or hide whatever breaches these terms.',
        'Every decision is notified to the user concerned with its reasons: the content in question, the rule breached, the facts relied on, and whether the decision follows a report or an automated detection.',
        `The user concerned, like the author of a report, can challenge the decision within six months by replying to the message that notifies it or by writing to ${publisher.email}. The challenge is examined by a person, not by an automated tool; the decision is upheld or reversed, with its reasons. The courts remain open at any time.`,
      ],
    },
    {
      key: 'suspension',
      title: 'Suspension and termination',
      blocks: [
        `If these terms are breached, the publisher may suspend a user’s access to the service or terminate their account, with the reasons and the right to challenge of ${article('moderation')}.`,
        'Users, for their part, can delete their account at any time from the app.',
      ],
    },
    {
      key: 'user-rights',
      title: 'Your rights over your data',
      blocks: [
        `Under the General Data Protection Regulation (GDPR) and the French Data Protection Act, you have the right to access, rectify, erase, restrict, port and object to the processing of your data. To exercise these rights, write to ${publisher.email}.`,
        'You may also lodge a complaint with the French data protection authority (CNIL).',
      ],
    },
    {
      key: 'changes',
      title: 'Changes to these terms',
      blocks: [
        `The publisher may change these terms. Any change is announced in the app and by e-mail at least ${TERMS_CHANGE_NOTICE_DAYS} days before it applies; users who do not accept it can delete their account in the meantime. Continuing to use the service after that date means accepting the new version.`,
        'A change required by law or by users’ safety may apply sooner: it is then announced as soon as possible.',
      ],
    },
    {
      key: 'language',
      title: 'Language',
      blocks: ['These terms are offered in French and in English. The French version prevails.'],
    },
    {
      key: 'governing-law',
      title: 'Governing law',
      blocks: [
        'These terms are governed by French law. Any dispute about their interpretation or performance falls within the jurisdiction of the competent French courts, after an attempt to settle it amicably.',
      ],
    },
  ],
  labels: {
    back: 'Back',
    contents: 'Contents',
    updated: 'Last updated:',
    article: 'Article',
    otherLanguage: 'Lire en français',
  },
};
