import { kaoukaPositions, kaoukaStatus } from './kaouka-story.ts';
import type { Project } from './types.ts';

/** /Realisation's title (its h1 too) and its description in search results. */
export const realisationPage = {
  title: 'Réalisations',
  description:
    'Mes projets\u00a0: Kaouka, réseau social géolocalisé où l’on publie sous pseudonyme, et GithubInvoice, la facturation à partir des tickets GitHub.',
} as const;

/** The labels of a case study's parts, in the order every page shows them. */
export const caseStudyLabels = {
  problem: 'Le problème',
  built: 'Ce que j’ai construit',
  stack: 'Technologies',
  result: 'Le résultat',
  more: 'Voir le projet',
} as const;

/** The lead of /Realisation, under its title. */
export const realisationIntro = 'Des produits que j’ai conçus et développés, et que je maintiens.';

export const projects: readonly Project[] = [
  {
    slug: 'Kaouka',
    title: 'Kaouka',
    logo: 'kaouka',
    logoAlt: 'Logo de Kaouka',
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
    description:
      'Un outil de facturation qui génère vos factures à partir des tickets GitHub traités, avec des modèles personnalisables et l’export en PDF.',
    caseStudy: {
      problem:
        'Les indépendants qui suivent leur travail dans GitHub recopient chaque mois leurs tickets dans un tableur pour facturer, avec des oublis et des doublons.',
      built:
        'Un outil qui consulte, en lecture seule, les tickets fermés d’une période, les chiffre selon leurs étiquettes et produit une facture numérotée avec vos mentions légales.',
      stack: ['TypeScript', 'API GitHub', 'Node.js', 'Génération de PDF'],
      result:
        'Une facture prête à envoyer en un clic, et aucun ticket facturé deux fois : GithubInvoice retient ceux qui l’ont déjà été.',
    },
  },
];
