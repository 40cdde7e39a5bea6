// The training catalogue: rendered on /Formation and, at build time, into
// the brochure plaquette.pdf (scripts/build-brochure.ts), so both always agree.
// Every text here must use characters the PDF's standard fonts can encode
// (Latin-1 plus ’ « » … œ €); brochure.test.ts checks it.

import { formatHalfDays, formatPrice, priceEuros, taxBasis } from './prices.ts';
import type { TrainingBody, TrainingCatalogue } from './types.ts';

export const trainingCatalogue: TrainingCatalogue = {
  title: 'Formations',
  requestLabel: 'Demander une session',
  intro: `Des formations pratiques pour les équipes de développement, que j’anime moi-même, en m’appuyant sur les projets que je mène chaque jour. Chaque session alterne apports, démonstrations et exercices sur des cas concrets, et peut être adaptée à votre contexte.`,
  practical: [
    'En intra-entreprise, dans vos locaux ou à distance, de 3 à 8 participants.',
    'Programme ajusté à votre équipe lors d’un entretien préalable.',
    'Supports de cours et exercices corrigés remis à chaque participant.',
  ],
  // Fictional defaults: replace the registration number with the one the
  // prefecture gave you, and the Qualiopi status with yours.
  body: {
    registrationNumber: '11\u00a075\u00a000000\u00a075',
    registrationRegion: 'Île-de-France',
    qualiopi: { certified: false },
    // Priced by the pricing rule: each day in the room takes a day and a
    // half of work around it, all at the day rate (groupDayPriceEuros below).
    groupDay: {
      preparationHalfDays: 3,
      preparation:
        'l’entretien préalable, l’adaptation des exercices à votre code, les supports et l’évaluation',
    },
    leadTime:
      'Trois à quatre semaines entre votre demande et la première session, le temps de l’entretien préalable et de la convention de formation.',
    assessment:
      'Un questionnaire de positionnement avant la session, des exercices évalués pendant, un questionnaire d’acquis à la fin. Chaque participant reçoit un certificat de réalisation et une attestation de fin de formation qui reprend les objectifs atteints.',
    accessibility:
      'Les formations sont ouvertes aux personnes en situation de handicap. Signalez-moi tout besoin d’adaptation lors de l’entretien préalable (supports, rythme, accès aux locaux, outils)\u00a0: je l’organise avec vous et, si besoin, avec les partenaires spécialisés de votre région.',
  },
  courses: [
    {
      slug: 'typescript',
      title: 'TypeScript pour les développeurs JavaScript',
      summary:
        'Typer une base de code JavaScript pas à pas et tirer parti du compilateur pour éviter les erreurs avant l’exécution.',
      audience:
        'Développeuses et développeurs front-end ou back-end qui écrivent déjà du JavaScript.',
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

/**
 * A training day's price for the group, under the pricing rule: the day in
 * the room and its preparation, at the day rate (`dayEuros` for a test that
 * changes it).
 */
export function groupDayPriceEuros(
  body: TrainingBody = trainingCatalogue.body,
  dayEuros?: number,
): number {
  const halfDays = 2 + body.groupDay.preparationHalfDays;
  return priceEuros({ kind: 'time', halfDays, buys: 'la journée', from: false }, dayEuros);
}

/** « 1 000 € HT (1 200 € TTC) la journée pour le groupe, supports compris. Une journée… » */
function priceMention(body: TrainingBody): string {
  const preparation = body.groupDay.preparationHalfDays
    ? ` et ${formatHalfDays(body.groupDay.preparationHalfDays)} de préparation (${body.groupDay.preparation})`
    : '';
  return `${formatPrice(groupDayPriceEuros(body), 'la journée pour le groupe')}, supports compris. Ce prix correspond, au taux journalier, à une journée d’animation${preparation}. ${taxBasis.note}`;
}

/** « 11 75 00000 75 »’s mention as the Code du travail (art. L6352-12) writes it. */
function registrationMention(body: TrainingBody): string {
  return `Déclaration d’activité enregistrée sous le numéro ${body.registrationNumber} auprès du préfet de région ${body.registrationRegion}. Cet enregistrement ne vaut pas agrément de l’État.`;
}

function fundingMention(body: TrainingBody): string {
  return body.qualiopi.certified
    ? `Certification Qualiopi n°\u00a0${body.qualiopi.certificateNumber}, délivrée par ${body.qualiopi.certifier} au titre de la catégorie\u00a0: actions de formation. Ces formations peuvent être prises en charge par votre OPCO, selon ses critères.`
    : 'L’organisme n’est pas certifié Qualiopi\u00a0: ces formations ne peuvent pas être financées par un OPCO, France Travail ou le CPF, et se règlent sur le budget de l’entreprise.';
}

/** What a training fact is about: the page draws an icon for each kind. */
export type TrainingFactKind =
  'price' | 'lead-time' | 'assessment' | 'accessibility' | 'registration' | 'funding';

/** What French buyers look for, as label and text: /Formation and the brochure show the same list. */
export const trainingFacts: readonly {
  readonly kind: TrainingFactKind;
  readonly label: string;
  readonly text: string;
}[] = [
  {
    kind: 'price',
    label: 'Tarif',
    text: priceMention(trainingCatalogue.body),
  },
  { kind: 'lead-time', label: 'Délai d’accès', text: trainingCatalogue.body.leadTime },
  {
    kind: 'assessment',
    label: 'Évaluation et attestation',
    text: trainingCatalogue.body.assessment,
  },
  { kind: 'accessibility', label: 'Accessibilité', text: trainingCatalogue.body.accessibility },
  {
    kind: 'registration',
    label: 'Organisme de formation',
    text: registrationMention(trainingCatalogue.body),
  },
  { kind: 'funding', label: 'Financement', text: fundingMention(trainingCatalogue.body) },
];

/** /Formation's title (its h1 too) and its description in search results. */
export const formationPage = {
  title: trainingCatalogue.title,
  description: `${String(trainingCatalogue.courses.length)} formations pour les équipes de développement, dans vos locaux ou à distance, avec leur programme, leur prix et la plaquette en PDF.`,
} as const;
