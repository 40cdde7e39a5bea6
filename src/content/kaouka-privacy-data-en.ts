// Kaouka’s privacy policy, in English: the same datum articles as
// kaouka-privacy-data-fr.ts, each with its purpose, legal basis, retention,
// recipients and transfers, in that order (kaouka-privacy.test.ts).

import { IDENTIFICATION_RETENTION, MODERATION_RECORD } from './kaouka-privacy-articles.ts';
import {
  articleNumber as termsArticleNumber,
  DISTANCE_STEP_METRES,
  MODERATION_APPEAL_MONTHS,
} from './terms-articles.ts';
import type { TermsArticle } from './types.ts';

const identifiersKept = IDENTIFICATION_RETENTION.en;
const moderationRecord = MODERATION_RECORD.en;
const noTransfer = 'Transfers outside the EU: none.';

export const kaoukaPrivacyDataEn: readonly TermsArticle[] = [
  {
    key: 'profile',
    title: 'Pseudonym and profile image',
    blocks: [
      'The pseudonym and profile image you choose represent you to other users.',
      {
        list: [
          'Purpose: representing you in the app, next to your posts, comments and messages.',
          'Legal basis: the performance of the contract formed by the terms of use (Art. 6(1)(b) GDPR).',
          `Retention: as long as the account exists; a replaced image is erased. When the account is deleted, the image is erased, and the pseudonym, which the law requires hosting services to keep, is kept apart for ${identifiersKept}, then erased.`,
          'Recipients: the users who see your content or talk with you, the publisher and the host.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'email',
    title: 'E-mail address',
    blocks: [
      'The e-mail address is used to create the account and to reach you. It is never shown to other users.',
      {
        list: [
          'Purpose: creating the account and signing you in, writing to you about the service (a moderation decision, a change to the terms or to this policy, an answer to your request); never marketing.',
          'Legal basis: the performance of the contract (Art. 6(1)(b) GDPR); after the account is deleted, the legal obligation of hosting services to keep identifiers (Art. 6(1)(c) GDPR, decree no. 2021-1362).',
          `Retention: as long as the account exists, then ${identifiersKept} after it is deleted, kept apart and only to answer an empowered authority, before being erased.`,
          'Recipients: the publisher, the host, which stores it, and the e-mail provider, which delivers the e-mails.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'location',
    title: 'Location',
    blocks: [
      `Your device’s location, read with the permission you give in the phone’s settings, is used to work out how far you are from other users. It is never shown to them: they see only a distance rounded in steps of ${DISTANCE_STEP_METRES} metres.`,
      {
        list: [
          'Purpose: showing you the posts and people nearby, ranked by approximate distance.',
          'Legal basis: the performance of the contract, Kaouka being a local service (Art. 6(1)(b) GDPR); access to the location follows the permission given in the phone, which you can withdraw at any time.',
          'Retention: only the last known location is kept, replaced at each update and erased when the account is deleted; no history of your movements is built.',
          'Recipients: the publisher and the host; other users receive only the rounded distance.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'posts',
    title: 'Posts',
    blocks: [
      'The photos, videos, audio recordings and texts you publish, with their date.',
      {
        list: [
          'Purpose: showing them to users nearby, under the licence you grant in the terms of use.',
          'Legal basis: the performance of the contract (Art. 6(1)(b) GDPR).',
          `Retention: until you delete the post or your account. A post removed by moderation is kept for ${moderationRecord} with the decision, out of everyone’s sight, then erased.`,
          'Recipients: users nearby, the publisher and the host.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'likes-comments',
    title: 'Comments and likes',
    blocks: [
      'The comments you write and the posts you like.',
      {
        list: [
          'Purpose: showing them under the post and counting them.',
          'Legal basis: the performance of the contract (Art. 6(1)(b) GDPR).',
          'Retention: until you delete them, the post is deleted, or you delete your account.',
          'Recipients: the users who see the post, the publisher and the host.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'messages',
    title: 'Private messages',
    blocks: [
      `The messages you exchange with other users. The publisher reads them only if one of the participants reports them (article ${termsArticleNumber('messages')} of the terms of use).`,
      {
        list: [
          'Purpose: delivering your messages and keeping them in the conversation.',
          'Legal basis: the performance of the contract (Art. 6(1)(b) GDPR).',
          'Retention: until you delete the conversation or your account; the other person keeps their copy until they do the same.',
          'Recipients: the person you write to, the host, and the publisher for reported messages only.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'moderation',
    title: 'Blocks, reports and moderation decisions',
    blocks: [
      'The users you block, the reports you make or that concern you (with their author’s name and e-mail address), moderation decisions and their reasons, and the content the automated word filter points out for review; this filter runs at the host, with no third-party service.',
      {
        list: [
          'Purpose: protecting users, handling reports, giving reasons for decisions and examining challenges.',
          'Legal basis: the legal obligation to handle reports and give reasons for decisions (Art. 16 and 17 of Regulation (EU) 2022/2065, the Digital Services Act; Art. 6(1)(c) GDPR); for examining challenges, which the publisher offers of its own accord (small enterprises being exempt from Art. 20 of that Regulation under its Art. 19), for the word filter and for blocks, the publisher’s legitimate interest in keeping the service safe and its decisions fair (Art. 6(1)(f) GDPR) and the performance of the contract.',
          `Retention: a block lasts until you lift it or either account is deleted; a report and a decision are kept for ${moderationRecord} after the decision (which can be challenged within ${MODERATION_APPEAL_MONTHS} months), then erased.`,
          'Recipients: the publisher and the host; the person concerned receives the decision and its reasons, without the name of the report’s author; the dispute settlement body or court either of them turns to.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'ip-address',
    title: 'IP address',
    blocks: [
      `The IP address used to create the account and at each connection, with its date and time (article ${termsArticleNumber('ip-address')} of the terms of use).`,
      {
        list: [
          'Purpose: making it possible to identify the author of unlawful content, at the request of an empowered authority, and for that purpose only.',
          'Legal basis: the legal obligation of hosting services (article 6 of the Law for Confidence in the Digital Economy, decree no. 2021-1362, Art. 6(1)(c) GDPR).',
          `Retention: ${identifiersKept} from each connection, then erased.`,
          'Recipients: the publisher and the host; empowered judicial or administrative authorities, on request.',
          noTransfer,
        ],
      },
    ],
  },
];
