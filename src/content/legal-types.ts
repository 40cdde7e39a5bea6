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
  /** Shown under the title, e.g. the date of the last update. */
  readonly updated: string;
  readonly sections: readonly LegalSection[];
}

export interface PostalAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
}

/** Who answers for the site, as the LCEN (art. 6 III) asks a publisher to say. */
export interface LegalIdentity {
  readonly publisher: {
    readonly name: string;
    /** Legal form, e.g. « Entrepreneur individuel ». */
    readonly legalForm: string;
    /** SIRET number, as displayed. */
    readonly siret: string;
    readonly address: PostalAddress;
    readonly email: string;
    readonly phoneDisplay: string;
  };
  readonly publicationDirector: string;
  readonly host: {
    readonly name: string;
    readonly address: PostalAddress;
    readonly website: string;
  };
  /** E-mail provider that sends the announcement on the owner’s behalf. */
  readonly emailProvider: {
    readonly name: string;
    readonly website: string;
  };
}

/** How long a sign-up is kept; `npm run signups -- purge` removes older ones. */
export interface RetentionPeriod {
  readonly years: number;
  /** The period in words, e.g. « trois ans ». */
  readonly inWords: string;
}
