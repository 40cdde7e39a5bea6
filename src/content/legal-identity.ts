import type { LegalIdentity, PostalAddress, RetentionPeriod } from './legal-types.ts';
import { site } from './site.ts';

/**
 * Who publishes and hosts the site. Every value is a fictional default (a
 * SIRET made of zeros, example.fr, a phone number from the range reserved for
 * fiction): replace them with the owner’s own before deploying.
 */
export const legalIdentity: LegalIdentity = {
  publisher: {
    name: site.contactName,
    legalForm: 'Entrepreneur individuel',
    siret: '000\u00a0000\u00a0000\u00a000000',
    address: {
      street: '1\u00a0rue de l’Exemple',
      postalCode: '75000',
      city: 'Paris',
      country: 'France',
    },
    email: site.email,
    phoneDisplay: site.phoneDisplay,
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
    website: 'https://hebergeur.example.fr',
  },
  emailProvider: {
    name: 'Messagerie Exemple SAS',
    website: 'https://messagerie.example.fr',
  },
};

/**
 * How long a sign-up is kept. The privacy policy states it and
 * `npm run signups -- purge` uses it when no `--older-than` is given, so the
 * promise and the tool cannot disagree.
 */
export const signupRetention: RetentionPeriod = { years: 3, inWords: 'trois ans' };

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}
