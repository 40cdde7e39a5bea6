import { kaoukaPositions, kaoukaStatus } from './kaouka-story.ts';
import type { Project } from './types.ts';

/** /Realisation's title (its h1 too) and its description in search results. */
export const realisationPage = {
  title: 'Réalisations',
  description:
    'Projets clients et produits du studio\u00a0: pour chacun, le problème, ce qui a été construit, les technologies et le résultat.',
} as const;

/** The labels of a case study's parts, in the order every page shows them. */
export const caseStudyLabels = {
  problem: 'Le problème',
  built: 'Ce que j’ai construit',
  stack: 'Technologies',
  result: 'Le résultat',
  effort: 'Durée et budget',
  more: 'En savoir plus',
  client: 'Client',
  own: 'Produit du studio',
} as const;

/** The lead of /Realisation, under its title. */
export const realisationIntro =
  'Des projets menés pour mes clients, et des produits que j’ai conçus, développés et que je maintiens.';

/** A project's own page (`/Realisation/<slug>`): the words around its case study. */
export const projectPageText = {
  caseHeading: 'Le projet en détail',
  ctaHeading: 'Un projet semblable\u00a0?',
  ctaText: 'Parlons-en trente minutes, sans engagement, ou décrivez votre besoin.',
  booking: 'Prendre rendez-vous',
  quoteLabel: 'Demander un devis',
} as const;

/**
 * The projects, in the order every page shows them. A new entry is all a new
 * project takes: its page (`/Realisation/<slug>`), its place on the landing
 * page, on /Realisation and in the sitemap follow from it.
 */
export const projects: readonly Project[] = [
  {
    slug: 'planning-atelier',
    title: 'Le planning de l’atelier',
    picture: {
      src: 'projets/planning-atelier.svg',
      width: 640,
      height: 400,
      alt: 'Le planning de la semaine\u00a0: chantiers, équipes et machines sur une même grille.',
    },
    client: { name: 'Atelier Lumen', sector: 'Menuiserie, 14\u00a0salariés' },
    measure: { figure: '6\u00a0h', label: 'de saisie en moins chaque semaine' },
    description:
      'Une application web de planning pour une menuiserie\u00a0: chantiers, équipes et machines sur une même vue, au bureau comme sur le téléphone des poseurs.',
    caseStudy: {
      problem:
        'Le planning vivait dans trois tableurs qui ne se parlaient pas\u00a0: machines réservées deux fois, et chaque matin des appels pour savoir qui allait où.',
      built:
        'Une application web où l’on glisse un chantier sur une équipe et une machine, qui signale les conflits et envoie chaque soir son programme à chaque poseur.',
      stack: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
      result:
        'Six heures de saisie en moins chaque semaine, mesurées sur les trois mois après la mise en service, et plus aucune machine réservée deux fois.',
      effort: { duration: 'six semaines', days: 24 },
    },
    example: true,
  },
  {
    slug: 'Kaouka',
    title: 'Kaouka',
    logo: 'kaouka',
    logoAlt: 'Logo de Kaouka',
    picture: { drawn: 'kaouka' },
    description:
      'Un réseau social géolocalisé où chacun, sous un pseudonyme de son choix, publie photos, vidéos, sons et textes, et découvre les publications des personnes autour de lui.',
    caseStudy: {
      problem:
        'Les réseaux sociaux montrent le monde entier mais rarement son quartier, et demandent son identité et sa position exacte pour y participer.',
      built: `Une application iPhone où l’on publie sous pseudonyme et où les publications sont classées par distance approximative, avec messages privés et blocage en un geste\u00a0: ${kaoukaPositions}.`,
      stack: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL et PostGIS'],
      result: kaoukaStatus,
    },
  },
  {
    slug: 'GithubInvoice',
    title: 'GithubInvoice',
    logo: 'githubinvoice',
    logoAlt: 'Logo de GithubInvoice',
    picture: { drawn: 'githubinvoice' },
    description:
      'Un outil de facturation qui génère vos factures à partir des tickets GitHub traités, avec des modèles personnalisables et l’export en PDF.',
    caseStudy: {
      problem:
        'Les indépendants qui suivent leur travail dans GitHub recopient chaque mois leurs tickets dans un tableur pour facturer, avec des oublis et des doublons.',
      built:
        'Un outil qui consulte, en lecture seule, les tickets fermés d’une période, les chiffre selon leurs étiquettes et produit une facture numérotée avec vos mentions obligatoires.',
      stack: ['TypeScript', 'API GitHub', 'Node.js', 'Génération de PDF'],
      result:
        'Une facture prête à envoyer en un clic, et aucun ticket facturé deux fois : GithubInvoice retient ceux qui l’ont déjà été.',
    },
  },
];
