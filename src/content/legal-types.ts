/**
 * Types of the legal pages' content (« Mentions légales », « Politique de
 * confidentialité »). Text is written as inline runs so a paragraph can hold
 * a link (an e-mail address, the CNIL’s site) without any markup in the data.
 */

export interface InlineLink {
  readonly href: string;
  readonly label: string;
}

/** A run of text or a link, in reading order. */
export type Inline = string | InlineLink;

export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly content: readonly Inline[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly Inline[])[] };

export interface LegalSection {
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  /** The date of the last update, `YYYY-MM-DD`: shown under the title, and the sitemap's `lastmod`. */
  readonly updated: string;
  readonly sections: readonly LegalSection[];
}

export interface PostalAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
}

/** A phone number as displayed and as dialled. */
export interface PhoneNumber {
  /** French format, no-break spaces between pairs: « 01 99 00 30 00 ». */
  readonly display: string;
  /** E.164, for `tel:` links: `+33199003000`. */
  readonly e164: string;
}

/**
 * The publisher's VAT status, which sets how every price is labelled:
 * `franchise` (franchise en base, art. 293 B du CGI: no VAT is charged, prices
 * are net) or `registered` (prices are shown excluding VAT, « HT »).
 */
export type VatStatus =
  | { readonly kind: 'franchise' }
  | {
      readonly kind: 'registered';
      /** Intra-EU VAT number, e.g. « FR00 000000000 ». */
      readonly number: string;
      /** The rate charged on services, in percent. */
      readonly ratePercent: number;
    };

/** Who answers for the site, as the LCEN (art. 6 III) asks a publisher to say. */
export interface LegalIdentity {
  readonly publisher: {
    readonly name: string;
    /** Legal form, e.g. « entrepreneure individuelle »; « EI » follows the name (art. R526-26 C. com.). */
    readonly legalForm: string;
    /** The brand the site, the offers and the apps are published under. */
    readonly tradeName: string;
    /** SIRET number, as displayed. */
    readonly siret: string;
    readonly vat: VatStatus;
    readonly address: PostalAddress;
    readonly email: string;
    readonly phone: PhoneNumber;
  };
  readonly publicationDirector: string;
  readonly host: {
    readonly name: string;
    readonly address: PostalAddress;
    readonly phone: PhoneNumber;
    readonly website: string;
  };
  /** E-mail provider that sends the announcement on the owner’s behalf. */
  readonly emailProvider: {
    readonly name: string;
    readonly website: string;
  };
  /** Professional liability insurance, as the terms of sale state it. */
  readonly insurance: {
    readonly insurer: string;
    readonly policy: string;
    /** Where it covers, in French words: « en France et dans l’Union européenne ». */
    readonly coverage: string;
  };
  /** The consumer mediator a private client may turn to (art. L612-1 du Code de la consommation). */
  readonly mediator: {
    readonly name: string;
    readonly website: string;
  };
}

/** A length of time, as `purge` counts it and as the texts write it. */
export interface Period {
  readonly amount: number;
  readonly unit: 'days' | 'months';
  /** The period in French words, e.g. « dix-huit mois ». */
  readonly inWords: string;
}

/**
 * How long a sign-up is kept. The texts state it with `sentence`, and
 * `npm run signups -- purge` applies the three periods.
 */
export interface SignupRetention {
  /** An address is erased this long after the release announcement was sent to it. */
  readonly afterAnnouncement: Period;
  /** The longest any address is kept, announced or not. */
  readonly maximum: Period;
  /** An address awaiting confirmation (double opt-in) is erased after this many days. */
  readonly unconfirmed: Period & { readonly unit: 'days' };
  /** The rule in one French sentence, the same in the policy, the sign-up notice and the e-mails. */
  readonly sentence: string;
}
