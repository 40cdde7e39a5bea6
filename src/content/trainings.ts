// The training catalogue: rendered on /Formation and, at build time, into
// the brochure plaquette.pdf (scripts/build-brochure.ts), so both always agree.
// Every text here must use characters the PDF's standard fonts can encode
// (Latin-1 plus ’ « » … œ €); brochure.test.ts checks it.

import type { TrainingCatalogue } from './types.ts';

export const trainingCatalogue: TrainingCatalogue = {
  title: 'Formations',
  intro:
    'Des formations pratiques pour les équipes de développement, animées par un développeur en activité. Chaque session alterne apports, démonstrations et exercices sur des cas concrets, et peut être adaptée à votre contexte.',
  practical: [
    'En intra-entreprise, dans vos locaux ou à distance, de 3 à 8 participants.',
    'Programme ajusté à votre équipe lors d’un entretien préalable.',
    'Supports de cours et exercices corrigés remis à chaque participant.',
    'Tarif sur devis, selon la durée, le format et le nombre de participants.',
  ],
  courses: [
    {
      slug: 'typescript',
      title: 'TypeScript pour les développeurs JavaScript',
      summary:
        'Typer une base de code JavaScript pas à pas et tirer parti du compilateur pour éviter les erreurs avant l’exécution.',
      audience:
        'Développeuses et développeurs front-end ou back-end qui écrivent déjà du JavaScript.',
      prerequisites: [
        'Pratiquer JavaScript moderne (modules, promesses, async et await).',
        'Disposer d’un ordinateur avec Node.js et un éditeur de code.',
      ],
      durationDays: 2,
      objectives: [
        'Écrire des types précis pour les données, les fonctions et les composants.',
        'Configurer le compilateur en mode strict et migrer un projet progressivement.',
        'Modéliser les cas métier avec les unions et les types génériques.',
      ],
      programme: [
        {
          title: 'Les bases du typage',
          topics: [
            'Types primitifs, tableaux et objets',
            'Inférence et annotations',
            'Unions et rétrécissement',
          ],
        },
        {
          title: 'Structurer une application',
          topics: [
            'Interfaces et types génériques',
            'Modules et déclarations',
            'Valider les données externes',
          ],
        },
        {
          title: 'Migrer un projet existant',
          topics: [
            'Configuration stricte',
            'Migration fichier par fichier',
            'Outils\u00a0: ESLint, tests, éditeur',
          ],
        },
      ],
    },
    {
      slug: 'tests-automatises',
      title: 'Tests automatisés d’applications web',
      summary:
        'Mettre en place des tests unitaires, d’intégration et de bout en bout qui protègent réellement une application.',
      audience: 'Équipes de développement web qui veulent fiabiliser leurs livraisons.',
      prerequisites: [
        'Développer une application web en JavaScript ou TypeScript.',
        'Connaître les bases de Git.',
      ],
      durationDays: 2,
      objectives: [
        'Choisir le bon niveau de test pour chaque comportement.',
        'Écrire des tests lisibles qui cherchent les éléments comme un utilisateur.',
        'Automatiser les tests dans une chaîne d’intégration continue.',
      ],
      programme: [
        {
          title: 'Stratégie de test',
          topics: ['La pyramide des tests', 'Ce qui mérite un test', 'Tests et conception'],
        },
        {
          title: 'Tests unitaires et d’intégration',
          topics: [
            'Vitest et Testing Library',
            'Tester une API avec une vraie base de données',
            'Données de test',
          ],
        },
        {
          title: 'Tests de bout en bout',
          topics: [
            'Playwright dans un vrai navigateur',
            'Tests d’accessibilité automatisés',
            'Intégration continue',
          ],
        },
      ],
    },
    {
      slug: 'securite-web',
      title: 'Sécurité des applications web',
      summary:
        'Comprendre les attaques les plus courantes contre les applications web et savoir s’en protéger dans son code.',
      audience: 'Développeuses, développeurs et responsables techniques d’applications web.',
      prerequisites: ['Avoir développé au moins une application web avec un back-end.'],
      durationDays: 1,
      objectives: [
        'Reconnaître les vulnérabilités de l’OWASP Top 10 dans un code existant.',
        'Appliquer les protections adaptées\u00a0: validation, échappement, en-têtes de sécurité.',
        'Intégrer la sécurité dans les revues de code et l’intégration continue.',
      ],
      programme: [
        {
          title: 'Les attaques courantes',
          topics: [
            'Injections SQL et XSS',
            'Contrôle d’accès défaillant',
            'Falsification de requêtes (CSRF)',
          ],
        },
        {
          title: 'Se protéger au quotidien',
          topics: [
            'Authentification et sessions',
            'En-têtes HTTP et politique de sécurité du contenu',
            'Dépendances et secrets',
          ],
        },
      ],
    },
  ],
};
