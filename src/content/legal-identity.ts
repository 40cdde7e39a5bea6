import type { LegalIdentity, PostalAddress, SignupRetention } from './legal-types.ts';
import { upcomingPlatform } from './kaouka-story.ts';
import { site } from './site.ts';
import { ownerSoleProprietor } from './voice.ts';

/**
 * Who publishes and hosts the site. Every value is a fictional default (a
 * SIRET made of zeros, example.fr, phone numbers from the range reserved for
 * fiction): replace them with the owner’s own before deploying.
 */
export const legalIdentity: LegalIdentity = {
  publisher: {
    name: site.contactName,
    // « EI » after the name stands for this form (art. R526-26 C. com.), in
    // the owner's grammar (voice.ts); another form (EURL, SASU…) is written here.
    legalForm: ownerSoleProprietor,
    tradeName: site.studioName,
    siret: '000\u00a0000\u00a0000\u00a000000',
    // VAT-registered: the franchise en base (art. 293 B du CGI) ends past a
    // yearly turnover the projects the offers show would exceed, so prices
    // are shown « HT », with the consumer's TTC beside (prices.ts). A
    // publisher under the franchise writes `{ kind: 'franchise' }`.
    vat: { kind: 'registered', number: 'FR00\u00a0000000000', ratePercent: 20 },
    address: {
      street: '1\u00a0rue de l’Exemple',
      postalCode: '75000',
      city: 'Paris',
      country: 'France',
    },
    email: site.email,
    phone: site.phone,
  },
  publicationDirector: site.contactName,
  host: {
    name: 'Hébergeur Exemple SAS',
    address: {
      street: '2\u00a0avenue de l’Hébergement',
      postalCode: '59000',
      city: 'Lille',
      country: 'France',
    },
    phone: '+33199003000',
    website: 'https://hebergeur.example.fr',
  },
  emailProvider: {
    name: 'Messagerie Exemple SAS',
    website: 'https://messagerie.example.fr',
  },
  insurance: {
    insurer: 'Assurances Exemple SA',
    policy: '0000000',
    coverage: 'en France et dans l’Union européenne',
  },
  mediator: {
    name: 'Médiation Exemple',
    website: 'https://mediation.example.fr',
    address: {
      street: '3\u00a0place de la Médiation',
      postalCode: '75000',
      city: 'Paris',
      country: 'France',
    },
  },
  bookingProvider: {
    name: 'Agenda Exemple SAS',
    website: 'https://agenda.example.fr',
    // A tool hosted outside the Union says so here, with its safeguard:
    // « aux États-Unis, sous le cadre de protection des données UE–États-Unis ».
    transfer: 'Les données restent dans l’Union européenne.',
  },
};

/**
 * How long a sign-up is kept: the list has one purpose, the release
 * announcement, so an address goes once the announcement has reached it (a
 * month later, so that its unsubscribe link still works meanwhile), and in
 * any case after eighteen months. `npm run signups -- purge` applies these
 * periods when no `--older-than` is given, so the promise and the tool
 * cannot disagree.
 */
const afterAnnouncement = { amount: 1, unit: 'months', inWords: 'un mois' } as const;
const maximum = { amount: 18, unit: 'months', inWords: 'dix-huit mois' } as const;
const unconfirmed = { amount: 7, unit: 'days', inWords: 'sept\u00a0jours' } as const;

const kept = `${afterAnnouncement.inWords} après l’envoi du message annonçant la sortie de Kaouka sur ${upcomingPlatform.device}, et au plus tard ${maximum.inWords} après votre inscription`;

export const signupRetention: SignupRetention = {
  afterAnnouncement,
  maximum,
  unconfirmed,
  // Where the visitor cannot yet know whether the site asks for a confirmation (the sign-up page, the policy).
  sentence: `Votre adresse est effacée ${kept}. Si un e-mail vous demande de confirmer votre inscription et que vous ne le faites pas sous ${unconfirmed.inWords}, elle est effacée à ce terme.`,
  // In the confirmation e-mail, whose own text says what becomes of an address left unconfirmed.
  onceConfirmed: `Si vous confirmez, votre adresse sera conservée jusqu’à ${kept.replace(/ et au plus tard /u, ', et au plus tard ')}.`,
  // In the announcement: the message it speaks of is the one being read.
  afterThisMessage: `Votre adresse sera effacée dans ${afterAnnouncement.inWords}.`,
};

/** « Camille Exemple EI »: the law asks an individual entrepreneur’s name to carry « EI » (art. R526-26 du Code de commerce). */
export const publisherName = `${legalIdentity.publisher.name} EI`;

/**
 * « Studio Exemple est le nom commercial de Camille Exemple EI »: ties the brand the visitor sees to the person who answers for it.
 */
export const brandStatement = `${legalIdentity.publisher.tradeName} est le nom commercial de ${publisherName}.`;

/**
 * « Camille Exemple EI » where a text names the publisher: « EI » says the
 * form (R526-26 C. com.), so « EI, entrepreneure individuelle » would say it twice.
 */
export const publisherWithForm = publisherName;

/** The VAT status as invoices and the legal notice state it. */
export function vatStatement(): string {
  const { vat } = legalIdentity.publisher;
  return vat.kind === 'franchise'
    ? 'TVA non applicable, art.\u00a0293\u00a0B du CGI'
    : `TVA intracommunautaire\u00a0: ${vat.number}`;
}

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}
