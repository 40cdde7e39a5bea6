import type {
  BreadcrumbList,
  Course,
  ItemList,
  Offer as SchemaOffer,
  OfferCatalog,
  ProfessionalService,
  Service,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { legalIdentity } from '../../src/content/legal-identity.ts';
import { rates } from '../../src/content/payment-models.ts';
import { HOURS_PER_DAY, sessionPrice } from '../../src/shared/trainings.ts';
import { offers, offersText } from '../../src/content/offers.ts';
import { formatOfferPrice, priceEuros } from '../../src/content/prices.ts';
import type { Price } from '../../src/content/types.ts';
import { site } from '../../src/content/site.ts';
import { ownerRole } from '../../src/content/voice.ts';
import { groupDayPriceEuros, trainingCatalogue } from '../../src/content/trainings.ts';
import type { PageMeta } from '../../src/site/lib/page-meta.ts';
import type { SitePage } from '../../src/site/page-list.ts';
import { languagesOf } from '../../src/shared/paths.ts';
import { courseSectionId, offerHref, paths } from '../../src/site/paths.ts';
import { absoluteUrl, type BuildEnv } from '../build-env.ts';

type JsonLd = WithContext<Thing>;
/** The studio as an object (schema-dts's type also admits a bare name or `@id`). */
type StudioNode = Exclude<ProfessionalService, string>;

/**
 * The studio, whole on every page that names it (a page's JSON-LD is read
 * on its own: a bare `@id` defined on another page resolves to nothing), with
 * its address, logo, image and price range; with its offers on /Website.
 */
function studioNode(env: BuildEnv, catalog?: OfferCatalog): StudioNode {
  const home = absoluteUrl(env, paths.landing);
  const { address } = legalIdentity.publisher;
  const prices = offers.map((offer) => priceEuros(offer.price));
  // Amounts before VAT when VAT is charged (prices.ts), as the pages show them.
  const beforeVat = legalIdentity.publisher.vat.kind === 'registered' ? ', HT' : '';
  return {
    '@type': 'ProfessionalService',
    '@id': `${home}#studio`,
    name: site.studioName,
    description: site.tagline,
    url: home,
    logo: absoluteUrl(env, '/logo.png'),
    image: absoluteUrl(env, '/og/index.png'),
    priceRange: `${String(Math.min(...prices))}–${String(Math.max(...prices))} EUR, ${String(rates.dayEuros)} EUR par jour${beforeVat}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: 'FR',
    },
    email: site.email,
    telephone: site.phone,
    founder: { '@type': 'Person', name: site.contactName, jobTitle: ownerRole },
    areaServed: 'FR',
    sameAs: [site.links.github, site.links.linkedin, site.links.instagram, site.links.discord],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: site.phone,
      availableLanguage: 'French',
    },
    ...(catalog && { hasOfferCatalog: catalog }),
  };
}

function studio(env: BuildEnv, catalog?: OfferCatalog): WithContext<ProfessionalService> {
  return { '@context': 'https://schema.org', ...studioNode(env, catalog) };
}

/**
 * The site itself, on the landing page: its name and language for search results.
 * Its publisher is the studio by `@id`: the landing page holds the whole studio
 * node beside it, which a second copy only made 1 kB heavier.
 */
function website(env: BuildEnv): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.studioName,
    url: absoluteUrl(env, paths.landing),
    inLanguage: 'fr',
    publisher: { '@id': `${absoluteUrl(env, paths.landing)}#studio` },
  };
}

/**
 * An offer's price as search engines read it: a « from » price (open scope)
 * is a PriceSpecification's minPrice, any other its price; always before VAT
 * when VAT is charged (legal-identity.ts).
 */
function priceSpecification(price: Price) {
  const euros = priceEuros(price);
  return {
    '@type': 'PriceSpecification' as const,
    ...(price.from ? { minPrice: euros } : { price: euros }),
    priceCurrency: 'EUR',
    valueAddedTaxIncluded: legalIdentity.publisher.vat.kind !== 'registered',
  };
}

function priceOf(env: BuildEnv, offer: (typeof offers)[number]): SchemaOffer {
  return {
    '@type': 'Offer',
    url: absoluteUrl(env, offerHref(offer.slug)),
    priceCurrency: 'EUR',
    ...(!offer.price.from && { price: priceEuros(offer.price) }),
    priceSpecification: priceSpecification(offer.price),
    description: formatOfferPrice(offer.price, offersText.priceFrom),
  };
}

function service(env: BuildEnv, offer: (typeof offers)[number]): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: offer.title,
    description: offer.description,
    url: absoluteUrl(env, offerHref(offer.slug)),
    provider: studioNode(env),
    offers: priceOf(env, offer),
  };
}

/** The trainings, one ItemList of courses, each with its price and how a session runs. */
function courses(env: BuildEnv): WithContext<ItemList> {
  const page = absoluteUrl(env, paths.formation);
  const provider = studioNode(env);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: trainingCatalogue.courses.map((course, index) => {
      const price = sessionPrice(course.durationDays, groupDayPriceEuros());
      // A set length is a workload; a made-to-measure session's length is
      // agreed with the client, its price a price by the day.
      const days = typeof course.durationDays === 'number' ? course.durationDays : undefined;
      const workload = days && `PT${String(days * HOURS_PER_DAY)}H`;
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Course',
          name: course.title,
          description: course.summary,
          url: `${page}#${courseSectionId(course.slug)}`,
          inLanguage: 'fr',
          provider,
          ...(workload && { timeRequired: workload }),
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: price.amountEuros,
            priceCurrency: 'EUR',
            priceSpecification: {
              '@type': days ? 'PriceSpecification' : 'UnitPriceSpecification',
              price: price.amountEuros,
              priceCurrency: 'EUR',
              ...(!days && { unitCode: 'DAY', unitText: 'jour' }),
              valueAddedTaxIncluded: legalIdentity.publisher.vat.kind !== 'registered',
            },
            url: page,
          },
          // Run on request, in the client's premises or at a distance.
          hasCourseInstance: [
            {
              '@type': 'CourseInstance',
              courseMode: ['Onsite', 'Online'],
              ...(workload && { courseWorkload: workload }),
            },
          ],
        } satisfies Course,
      };
    }),
  };
}

/** The trail's first steps in the page's language: an English page's breadcrumbs are English. */
const TRAIL_WORDS = {
  fr: { home: 'Accueil', offers: 'Offres' },
  en: { home: 'Home', offers: 'Services' },
} as const;

/** Accueil › the page (› the offer, below « Offres »); Home › the page on an English page. */
function breadcrumbs(env: BuildEnv, page: SitePage, meta: PageMeta): WithContext<BreadcrumbList> {
  const words = TRAIL_WORDS[languagesOf(page.path).lang];
  const trail: { name: string; path: string }[] = [{ name: words.home, path: paths.landing }];
  if (page.path.startsWith(`${paths.offer}/`))
    trail.push({ name: words.offers, path: paths.website });
  trail.push({ name: meta.title, path: page.path });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(env, step.path),
    })),
  };
}

/**
 * A page's structured data (JSON-LD, schema.org) from the content: the studio
 * on the landing page and the offers page (with every offer and its price in
 * euros there), one service with its price on each offer's page, the courses
 * on /Formation, and a breadcrumb trail on every inner page.
 */
export function structuredData(env: BuildEnv, page: SitePage, meta: PageMeta): JsonLd[] {
  if (!page.indexed) return [];
  if (page.path === paths.landing) return [studio(env), website(env)];
  const nodes: JsonLd[] = [breadcrumbs(env, page, meta)];
  if (page.path === paths.website) {
    nodes.push(
      studio(env, {
        '@type': 'OfferCatalog',
        name: meta.title,
        itemListElement: offers.map((offer): SchemaOffer => ({
          '@type': 'Offer',
          url: absoluteUrl(env, offerHref(offer.slug)),
          priceCurrency: 'EUR',
          ...(!offer.price.from && { price: priceEuros(offer.price) }),
          priceSpecification: priceSpecification(offer.price),
          itemOffered: { '@type': 'Service', name: offer.title, description: offer.description },
        })),
      }),
    );
  }
  const offer = offers.find((candidate) => offerHref(candidate.slug) === page.path);
  if (offer) nodes.push(service(env, offer));
  if (page.path === paths.formation) nodes.push(courses(env));
  return nodes;
}
