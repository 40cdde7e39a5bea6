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
  /** The owner, who runs the studio and is the person to contact. */
  readonly contactName: string;
  /** What the owner does, as a title: « Développeuse indépendante ». */
  readonly ownerRole: string;
  /** Phone number as displayed (French format, non-breaking spaces allowed). */
  readonly phoneDisplay: string;
  /** Phone number in E.164 form for `tel:` links. */
  readonly phoneE164: string;
  readonly email: string;
  /** The site's public address: canonical and preview URLs unless the build sets PUBLIC_URL. */
  readonly url: string;
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
  /** Stable identifier: the offer’s address is `/Offer/<slug>`. */
  readonly slug: string;
  readonly title: string;
  /** One sentence shown on the offers list. */
  readonly description: string;
  /** What the offer solves and how it starts, one string per paragraph. */
  readonly paragraphs: readonly string[];
  /** What the client receives, one item each. */
  readonly deliverables: readonly string[];
  /** A typical engagement: how long, in which steps. */
  readonly engagement: string;
  /** What the client must provide for the work to go ahead. */
  readonly clientProvides: readonly string[];
  /** What the offer does not include. */
  readonly excluded: readonly string[];
  /** How the client's code, data and secrets are protected. */
  readonly confidentiality: string;
  /** Indicative starting price, in euros, before any VAT (see prices.ts for its basis). */
  readonly priceEuros: number;
  /** What the price buys, written after the amount: « le script simple » (« 50 € le script simple »). */
  readonly priceUnit: string;
}

export type ProjectLogo = 'kaouka' | 'githubinvoice';

export interface Project {
  readonly slug: string;
  readonly title: string;
  readonly logo: ProjectLogo;
  /** Accessible description of the logo. */
  readonly logoAlt: string;
  readonly description: string;
  /** The project told as a case study: on the landing page, /Realisation and its own page. */
  readonly caseStudy: CaseStudy;
}

export interface CaseStudy {
  /** What was wrong before, for whom. */
  readonly problem: string;
  /** What was built. */
  readonly built: string;
  /** The technologies, one short name each. */
  readonly stack: readonly string[];
  /** Where it stands now: facts only, no invented figure. */
  readonly result: string;
}

/** One numbered article of the terms of use. */
export interface TermsArticle {
  /** Language-neutral key: both versions list the same keys in the same order. */
  readonly key: string;
  readonly title: string;
  /** Paragraphs, and bulleted lists where the text enumerates. */
  readonly blocks: readonly TermsBlock[];
}

export type TermsBlock = string | { readonly list: readonly string[] };

export interface TermsOfUse {
  readonly lang: 'fr' | 'en';
  readonly title: string;
  /** Meta description of the page. */
  readonly description: string;
  /** Date of the last change, `YYYY-MM-DD`. */
  readonly updated: string;
  readonly intro: string;
  readonly articles: readonly TermsArticle[];
  /** The page's few labels, in the terms' language. */
  readonly labels: {
    readonly back: string;
    readonly contents: string;
    readonly updated: string;
    readonly article: string;
    /** The link to the other language's version, written in that language. */
    readonly otherLanguage: string;
  };
}

/** `YYYY-MM`, a month of a CV period. */
export type YearMonth = `${number}-${number}`;

export interface CvEntry {
  readonly role: string;
  readonly organisation: string;
  readonly place: string;
  readonly start: YearMonth;
  /** `null` while the position is held. */
  readonly end: YearMonth | null;
  readonly summary: string;
  /** What was done, one achievement per item. */
  readonly achievements: readonly string[];
  readonly technologies: readonly string[];
}

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  /** French format, non-breaking spaces between pairs. */
  readonly phoneDisplay: string;
  /** E.164, for `tel:` links. */
  readonly phoneE164: string;
}

export interface PaymentModel {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** The model's figures, from the day rate: « 400 € la journée… ». */
  readonly price: string;
  /** How billing works, paragraph by paragraph. */
  readonly howItWorks: readonly string[];
  /** Situations where this model suits a client. */
  readonly suitsWhen: readonly string[];
  readonly watchOut: string;
}

export interface TrainingModule {
  readonly title: string;
  readonly topics: readonly string[];
}

export interface Training {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly audience: string;
  readonly prerequisites: readonly string[];
  /** Length in days of seven hours. */
  readonly durationDays: number;
  readonly objectives: readonly string[];
  readonly programme: readonly TrainingModule[];
}

/** Whether the training body holds the Qualiopi certification, which public funding requires. */
export type QualiopiStatus =
  | { readonly certified: false }
  | {
      readonly certified: true;
      readonly certificateNumber: string;
      /** The certification body that issued it. */
      readonly certifier: string;
    };

/** What a French buyer of training checks before signing (Code du travail, Qualiopi). */
export interface TrainingBody {
  /** The activity declaration number (« numéro de déclaration d’activité »), 11 digits. */
  readonly registrationNumber: string;
  /** The region whose prefect registered it. */
  readonly registrationRegion: string;
  readonly qualiopi: QualiopiStatus;
  /** Price of a training day for one group, before any VAT. */
  readonly groupDayPriceEuros: number;
  /** How long between the request and the first session. */
  readonly leadTime: string;
  /** How what was learnt is assessed, and what the trainee receives. */
  readonly assessment: string;
  /** How trainees with a disability are welcomed. */
  readonly accessibility: string;
}

export interface TrainingCatalogue {
  readonly title: string;
  /** Each training's call to action, to the quote request. */
  readonly requestLabel: string;
  readonly intro: string;
  /** Practical information: formats, group size. */
  readonly practical: readonly string[];
  readonly body: TrainingBody;
  readonly courses: readonly Training[];
}

export interface GithubInvoiceFeature {
  readonly title: string;
  readonly text: string;
}

export interface GithubInvoiceContent {
  /** The page's title in the browser and in search results. */
  readonly metaTitle: string;
  readonly tagline: string;
  /** The heading of the case study: the problem, what was built, the stack, the result. */
  readonly caseHeading: string;
  readonly description: readonly string[];
  readonly features: readonly GithubInvoiceFeature[];
  /** The documentation section: what the tool needs and how it is set up. */
  readonly documentation: readonly string[];
  readonly requirements: readonly string[];
  readonly steps: readonly { readonly title: string; readonly text: string }[];
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
}
