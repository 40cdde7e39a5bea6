import type { Project } from './types.ts';

/** The meta description of /Realisation. */
export const realisationDescription =
  'Mes projets\u00a0: Kaouka, réseau social anonyme et géolocalisé, et GithubInvoice, la facturation à partir des tickets GitHub.';

/** The lead of /Realisation, under its title. */
export const realisationIntro = 'Des produits que j’ai conçus et développés, et que je maintiens.';

export const projects: readonly Project[] = [
  {
    slug: 'Kaouka',
    title: 'Kaouka',
    logo: 'kaouka',
    logoAlt: 'Logo de Kaouka',
    description:
      'Un réseau social anonyme et géolocalisé\u00a0: chacun choisit un pseudonyme, publie photos, vidéos, sons et textes, et découvre les publications des personnes autour de lui.',
  },
  {
    slug: 'GithubInvoice',
    title: 'GithubInvoice',
    logo: 'githubinvoice',
    logoAlt: 'Logo de GithubInvoice',
    description:
      'Un outil de facturation qui génère vos factures à partir des tickets GitHub traités, avec des modèles personnalisables et l’export en PDF.',
  },
];
