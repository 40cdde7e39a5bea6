import type {
  BreadcrumbList,
  Course,
  Offer as SchemaOffer,
  OfferCatalog,
  ProfessionalService,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { offers, offersText } from '../../src/content/offers.ts';
import { formatPrice } from '../../src/content/prices.ts';
import { site } from '../../src/content/site.ts';
import { trainingCatalogue } from '../../src/content/trainings.ts';
import type { PageMeta } from '../../src/site/lib/page-meta.ts';
import type { SitePage } from '../../src/site/page-list.ts';
import { offerHref, paths } from '../../src/site/paths.ts';
import { absoluteUrl, type BuildEnv } from '../build-env.ts';

type JsonLd = WithContext<Thing>;

/** The studio, one node that the other nodes name by its `@id`; with its offers on /Website. */
function studio(env: BuildEnv, catalog?: OfferCatalog): WithContext<ProfessionalService> {
  const home = absoluteUrl(env, paths.landing);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${home}#studio`,
    name: site.studioName,
    description: site.tagline,
    url: home,
    email: site.email,
    telephone: site.phoneE164,
    founder: { '@type': 'Person', name: site.contactName, jobTitle: site.ownerRole },
    areaServed: 'FR',
    sameAs: [site.links.github, site.links.linkedin, site.links.instagram, site.links.discord],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: site.phoneE164,
      availableLanguage: 'French',
    },
    ...(catalog && { hasOfferCatalog: catalog }),
  };
}

function priceOf(env: BuildEnv, offer: (typeof offers)[number]): SchemaOffer {
  return {
    '@type': 'Offer',
    url: absoluteUrl(env, offerHref(offer.slug)),
    price: offer.priceEuros,
    priceCurrency: 'EUR',
    description: `${offersText.priceFrom} ${formatPrice(offer.priceEuros, offer.priceUnit)}`,
  };
}

function service(env: BuildEnv, offer: (typeof offers)[number]): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: offer.title,
    description: offer.description,
    url: absoluteUrl(env, offerHref(offer.slug)),
    provider: { '@id': `${absoluteUrl(env, paths.landing)}#studio` },
    offers: priceOf(env, offer),
  };
}

function courses(env: BuildEnv): WithContext<Course>[] {
  return trainingCatalogue.courses.map((course) => ({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    inLanguage: 'fr',
    provider: { '@id': `${absoluteUrl(env, paths.landing)}#studio` },
    timeRequired: `PT${String(course.durationDays * 7)}H`,
  }));
}

/** Accueil › the page (› the offer, below « Offres et contact »). */
function breadcrumbs(env: BuildEnv, page: SitePage, meta: PageMeta): WithContext<BreadcrumbList> {
  const trail: { name: string; path: string }[] = [{ name: 'Accueil', path: paths.landing }];
  if (page.path.startsWith(`${paths.offer}/`)) trail.push({ name: 'Offres', path: paths.website });
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
  if (page.path === paths.landing) return [studio(env)];
  const nodes: JsonLd[] = [breadcrumbs(env, page, meta)];
  if (page.path === paths.website) {
    nodes.push(
      studio(env, {
        '@type': 'OfferCatalog',
        name: meta.title,
        itemListElement: offers.map((offer): SchemaOffer => ({
          '@type': 'Offer',
          url: absoluteUrl(env, offerHref(offer.slug)),
          price: offer.priceEuros,
          priceCurrency: 'EUR',
          itemOffered: { '@type': 'Service', name: offer.title, description: offer.description },
        })),
      }),
    );
  }
  const offer = offers.find((candidate) => offerHref(candidate.slug) === page.path);
  if (offer) nodes.push(service(env, offer));
  if (page.path === paths.formation) nodes.push(...courses(env));
  return nodes;
}
