// The professional experience shown on /CV, most recent first. The
// organisations are described, not named: replace them with the owner's own.
// The example's entries are fictional (`example: true`): the go-live check
// refuses a live build while one is left.

import { kaoukaPlatforms, upcomingPlatform } from './kaouka-story.ts';
import { site } from './site.ts';
import { capitalised, ownerDeveloper, ownerFounderOf, ownerRole } from './voice.ts';
import type { CvEntry } from './types.ts';

export const cv: readonly CvEntry[] = [
  {
    role: `${ownerRole}, ${ownerFounderOf} ${site.studioName}`,
    organisation: site.studioName,
    place: 'Paris et à distance',
    start: '2021-03',
    end: null,
    summary:
      'Conception et développement d’applications web, mobiles et back-end pour des PME, des associations et des porteurs de projet.',
    achievements: [
      `Conception, développement et publication sur ${kaoukaPlatforms.ios.store} de Kaouka, réseau social géolocalisé où l’on publie sous pseudonyme\u00a0; la version ${upcomingPlatform.device} arrive bientôt.`,
      'Création de GithubInvoice, outil qui génère les factures à partir des tickets GitHub fermés.',
      'Intégration d’un ERP, d’un CRM et d’une boutique en ligne pour un distributeur, supprimant les doubles saisies.',
      'Audits de sécurité et de performances d’applications en production, avec suivi des corrections.',
    ],
    example: true,
    clients: [
      { name: 'Atelier Lumen', example: true },
      { name: 'Les Jardins du Canal', example: true },
    ],
    technologies: ['TypeScript', 'React', 'React Native', 'Node.js', 'PostgreSQL', 'Docker'],
  },
  {
    role: `${capitalised(ownerDeveloper)} full\u2011stack`,
    organisation: 'Éditeur de logiciels de gestion pour les PME',
    employer: { name: 'Gestion Exemple SAS', example: true },
    place: 'Lyon',
    start: '2018-09',
    end: '2021-02',
    summary:
      'Développement d’une application de gestion commerciale utilisée chaque jour par plusieurs milliers de clients.',
    achievements: [
      'Refonte du module de facturation et de son export PDF, avec des tests automatisés de bout en bout.',
      'Division par quatre du temps de chargement des tableaux de bord grâce à des index et à la mise en cache.',
      'Migration de la base de données clients vers PostgreSQL, sans interruption de service.',
      'Accompagnement de deux développeurs juniors\u00a0: revues de code et programmation en binôme.',
    ],
    example: true,
    technologies: ['TypeScript', 'Angular', 'Node.js', 'PostgreSQL', 'Redis'],
  },
  {
    role: `${capitalised(ownerDeveloper)} d’applications mobiles`,
    organisation: 'Agence numérique',
    place: 'Lyon',
    start: '2016-07',
    end: '2018-08',
    summary:
      'Réalisation d’applications iOS et Android pour des clients du commerce, de la culture et des services.',
    achievements: [
      'Développement de six applications publiées sur l’App Store et Google Play.',
      'Mise en place de l’intégration continue et de la distribution automatique des versions de test.',
      'Ajout des fonctionnalités hors connexion et des notifications d’une application de billetterie.',
    ],
    example: true,
    technologies: ['Swift', 'Kotlin', 'Java', 'Firebase', 'GitLab CI'],
  },
  {
    role: `${capitalised(ownerDeveloper)} de logiciel embarqué (alternance)`,
    organisation: 'Fabricant de capteurs industriels',
    place: 'Grenoble',
    start: '2014-09',
    end: '2016-06',
    summary:
      'Développement du logiciel de capteurs connectés et de l’outil de visualisation de leurs mesures.',
    achievements: [
      'Écriture du micrologiciel de remontée des mesures par radio, avec mise à jour à distance.',
      'Réalisation d’un tableau de bord web de suivi des capteurs déployés.',
    ],
    example: true,
    technologies: ['C', 'Python', 'MQTT', 'Linux embarqué'],
  },
];
