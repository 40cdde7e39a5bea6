/**
 * Types of the site's content. Pages only render these; the content files
 * under src/content hold the data and content.test.ts checks it.
 */

export interface ExternalLink {
  /** Visible label, in French. */
  readonly label: string;
  readonly href: string;
}

export interface SiteIdentity {
  /** The studio's name, shown in titles and the footer. */
  readonly studioName: string;
  /** The banner's typed title. */
  readonly tagline: string;
  /** The person to contact. */
  readonly contactName: string;
  /** Phone number as displayed (French format, non-breaking spaces allowed). */
  readonly phoneDisplay: string;
  /** Phone number in E.164 form for `tel:` links. */
  readonly phoneE164: string;
  readonly email: string;
  readonly links: {
    readonly booking: string;
    readonly github: string;
    readonly discord: string;
    readonly instagram: string;
    readonly linkedin: string;
    readonly appStore: string;
    readonly studioAppPage: string;
  };
  readonly copyrightYear: number;
}

export interface Offer {
  /** Stable identifier used in `#/Offer?offre=<slug>`. */
  readonly slug: string;
  readonly title: string;
  /** One sentence shown on the offers list. */
  readonly description: string;
  /** The long text, one string per paragraph. */
  readonly paragraphs: readonly string[];
  /** Indicative starting price, in euros. */
  readonly priceEuros: number;
}

export type ProjectLogo = 'kaouka' | 'githubinvoice';

export interface Project {
  readonly slug: string;
  readonly title: string;
  readonly logo: ProjectLogo;
  /** Accessible description of the logo. */
  readonly logoAlt: string;
  readonly description: string;
}
