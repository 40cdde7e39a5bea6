// The training courses of the catalogue (trainings.ts): the set courses, each
// with its programme, then the made-to-measure session built from a list of
// subjects. Every text here must use characters the PDF brochure's standard
// fonts can encode (Latin-1 plus ’ « » … œ €); brochure.test.ts checks it.

import type { Training } from './types.ts';

export const trainingCourses: readonly Training[] = [
  {
    slug: 'typescript',
    title: 'TypeScript pour les développeurs JavaScript',
    summary:
      'Typer une base de code JavaScript pas à pas et tirer parti du compilateur pour éviter les erreurs avant l’exécution.',
    audience: 'Développeurs, côté navigateur ou côté serveur, qui écrivent déjà du JavaScript.',
    prerequisites: [
      'Maîtriser le JavaScript moderne (modules, promesses, async et await).',
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
          'Unions et affinage des types (narrowing)',
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
    audience: 'Développeurs et responsables techniques d’applications web.',
    prerequisites: ['Avoir développé au moins une application web avec sa partie serveur.'],
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
  {
    slug: 'react',
    title: 'React en une journée',
    summary:
      'Construire une interface React claire et accessible, de ses composants à ses tests, sur un exemple complet.',
    audience:
      'Développeurs web qui connaissent JavaScript et commencent un projet React, ou le reprennent.',
    prerequisites: [
      'Écrire du JavaScript moderne (modules, fonctions fléchées, promesses).',
      'Un ordinateur avec Node.js et un éditeur de code, par participant.',
    ],
    durationDays: 1,
    objectives: [
      'Découper une interface en composants qui reçoivent des props et gardent leur état.',
      'Charger des données et gérer les effets avec les hooks, sans boucle ni fuite.',
      'Écrire un formulaire accessible et tester ses composants avec Testing Library.',
    ],
    // Hour by hour, within the day's timetable (trainings.ts).
    programme: [
      {
        title: '9\u00a0h – 10\u00a0h\u00a030\u00a0: composants et props',
        topics: [
          'JSX et rendu',
          'Découper une page en composants',
          'Exercice\u00a0: une liste de fiches',
        ],
      },
      {
        title: '10\u00a0h\u00a045 – 12\u00a0h\u00a030\u00a0: état et événements',
        topics: ['useState', 'Remonter l’état', 'Exercice\u00a0: filtrer la liste'],
      },
      {
        title: '13\u00a0h\u00a030 – 15\u00a0h\u00a015\u00a0: effets et données',
        topics: ['useEffect et ses dépendances', 'Charger une API', 'Chargement et erreurs'],
      },
      {
        title: '15\u00a0h\u00a030 – 17\u00a0h\u00a0: formulaires, tests et bilan',
        topics: [
          'Formulaire accessible (libellés, erreurs)',
          'Tester un composant avec Testing Library',
          'Questionnaire d’acquis et bilan',
        ],
      },
    ],
  },
  {
    slug: 'sur-mesure',
    title: 'Formation sur mesure',
    summary:
      'Une session intra-entreprise construite pour votre équipe, sur les sujets qu’elle rencontre dans son code\u00a0: React, TypeScript, Node.js, tests…',
    audience:
      'Une équipe de développement qui veut progresser sur sa propre pile technique, ou sur un sujet absent du catalogue.',
    prerequisites: [
      'Un entretien préalable pour fixer les objectifs, le niveau de départ et la durée.',
      'Un ordinateur par participant, avec l’environnement de votre projet.',
    ],
    durationDays: { min: 1, max: 5 },
    objectives: [
      'Atteindre les objectifs fixés ensemble lors de l’entretien préalable, écrits dans le programme de la convention.',
      'S’exercer sur des cas tirés de votre code et de votre métier.',
      'Repartir avec des supports et des exemples que l’équipe réutilise.',
    ],
    subjects: [
      {
        title: 'React',
        topics: [
          'Composants, props et état',
          'Hooks et effets',
          'Formulaires accessibles',
          'Tester ses composants avec Testing Library',
        ],
      },
      {
        title: 'React Native',
        topics: ['Une base de code pour iOS et Android', 'Publication sur les magasins'],
      },
      {
        title: 'TypeScript',
        topics: ['Typer une application React ou Node.js', 'Mode strict et migration progressive'],
      },
      {
        title: 'Node.js et Fastify',
        topics: ['Concevoir une API', 'Valider les données', 'PostgreSQL'],
      },
      {
        title: 'Qualité et sécurité',
        topics: ['Tests automatisés', 'Intégration continue', 'Sécurité applicative'],
      },
    ],
  },
];
