// The terms of use of the Kaouka app, in English: the same articles as
// terms-fr.ts, in the same order (checked by terms.test.ts).

import { site } from './site.ts';
import type { TermsOfUse } from './types.ts';

export const termsEn: TermsOfUse = {
  lang: 'en',
  title: 'Kaouka terms of use',
  description:
    'The terms of use of Kaouka, the anonymous local social network: posts, messages, personal data, prohibited content and moderation.',
  updated: '2023-09-01',
  intro: `These terms of use govern the use of the Kaouka mobile app, published by ${site.studioName}. By creating an account or using the app, you accept these terms.`,
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
        'The app can be downloaded free of charge from the app stores. Using it requires a compatible device, an Internet connection and permission to access the device’s location.',
        'The publisher strives to keep the service available at all times but cannot guarantee it: the service may be interrupted for maintenance, updates or in case of force majeure.',
      ],
    },
    {
      key: 'anonymity',
      title: 'Anonymity and profile',
      blocks: [
        'Each user chooses a pseudonym and a profile image. No real name is asked for or shown: other users only see this pseudonym and this image.',
        'The pseudonym and the profile image must not impersonate anyone else or contain prohibited content within the meaning of article 10.',
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
        'Users can like posts and comment on them. Comments follow the same rules as posts, in particular those of article 10.',
      ],
    },
    {
      key: 'messages',
      title: 'Private messages and proximity',
      blocks: [
        'Users can send private messages to users nearby, who are ranked by approximate distance.',
        'A user’s exact location is never shared with other users: only an approximate distance is shown.',
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
            'the IP address, only in the case set out in article 9.',
          ],
        },
        'This data is used only to run the app: showing your profile, showing you posts nearby, delivering your messages and moderating content. It is never sold or passed on to third parties.',
      ],
    },
    {
      key: 'ip-address',
      title: 'IP address',
      blocks: [
        'A user’s IP address is kept only when these terms have been breached, so that the breach can be acted upon and, where required, requests from the competent authorities can be answered.',
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
            'content featuring inhalable products, such as cigarettes and e-cigarettes (vapes).',
          ],
        },
        'Unlawful, hateful, violent or harassing content is also prohibited, as is content that invades other people’s privacy.',
      ],
    },
    {
      key: 'moderation',
      title: 'Moderation',
      blocks: [
        'All content published on Kaouka is subject to moderation. The publisher may remove, without notice, any content that breaches these terms.',
        'Any user can report content they consider to breach these rules.',
      ],
    },
    {
      key: 'suspension',
      title: 'Suspension and termination',
      blocks: [
        'If these terms are breached, the publisher may suspend a user’s access to the service or terminate their account.',
        'Users, for their part, can delete their account at any time from the app.',
      ],
    },
    {
      key: 'user-rights',
      title: 'Your rights over your data',
      blocks: [
        `Under the General Data Protection Regulation (GDPR) and the French Data Protection Act, you have the right to access, rectify, erase, restrict, port and object to the processing of your data. To exercise these rights, write to ${site.email}.`,
        'You may also lodge a complaint with the French data protection authority (CNIL).',
      ],
    },
    {
      key: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'The publisher may change these terms. Users are informed of any significant change in the app; continuing to use the service means accepting the new version.',
      ],
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
