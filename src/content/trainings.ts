// The training catalogue: rendered on /Formation and, at build time, into
// the brochure plaquette.pdf (scripts/build-brochure.ts), so both always agree.
// Every text here must use characters the PDF's standard fonts can encode
// (Latin-1 plus ’ « » … œ €); brochure.test.ts checks it.

import { priceEuros, taxBasis } from './prices.ts';
import { formatEuros, formatPhone } from '../shared/french-format.ts';
import { site } from './site.ts';
import { trainingCourses } from './training-courses.ts';
import type { TrainingBody, TrainingCatalogue } from './types.ts';

export const trainingCatalogue: TrainingCatalogue = {
  title: 'Formations',
  requestLabel: 'Demander une session',
  intro: `Des formations pratiques pour les équipes de développement, que j’anime moi-même, en m’appuyant sur les projets que je mène chaque jour. Chaque session alterne apports, démonstrations et exercices sur des cas concrets, et peut être adaptée à votre contexte\u00a0; la formation sur mesure couvre aussi les sujets hors catalogue.`,
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
      'Trois à quatre semaines entre votre demande et la première session, le temps de l’entretien préalable et de la convention de formation. Horaires d’une journée\u00a0: 9\u00a0h à 12\u00a0h\u00a030 et 13\u00a0h\u00a030 à 17\u00a0h, soit sept heures.',
    assessment:
      'Un questionnaire de positionnement avant la session, des exercices évalués pendant, un questionnaire d’acquis à la fin. Chaque participant reçoit un certificat de réalisation et une attestation de fin de formation qui mentionne les objectifs, la nature et la durée de l’action, et les résultats de l’évaluation des acquis. À distance, la session se tient en visioconférence, avec un exercice partagé en ligne, et je réponds aux questions par e-mail pendant la session et la semaine qui suit.',
    accessibility:
      'Les formations sont ouvertes aux personnes en situation de handicap. Signalez-moi tout besoin d’adaptation lors de l’entretien préalable (supports, rythme, accès aux locaux, outils)\u00a0: je l’organise avec vous et, si besoin, avec les partenaires spécialisés de votre région.',
  },
  courses: trainingCourses,
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

/**
 * « 1 000 € HT la journée pour le groupe, l’entretien préalable… compris. Prix
 * hors taxes… »: trainings are sold to companies (the CGV), so HT only, no
 * consumer price beside it, and no preparation arithmetic to haggle over.
 */
function priceMention(body: TrainingBody): string {
  const note = taxBasis.suffix === '' ? taxBasis.note : 'Prix hors taxes\u00a0: la TVA s’y ajoute.';
  return `${formatEuros(groupDayPriceEuros(body))}${taxBasis.suffix} la journée pour le groupe, ${body.groupDay.preparation} compris. ${note}`;
}

/**
 * « 11 75 00000 75 »’s mention as the Code du travail (art. L6352-12) writes
 * it, then who trains and whom trainees write to (L6353-8).
 */
function registrationMention(body: TrainingBody): string {
  return `Déclaration d’activité enregistrée sous le numéro ${body.registrationNumber} auprès du préfet de région ${body.registrationRegion}. Cet enregistrement ne vaut pas agrément de l’État. Les sessions sont animées par ${site.contactName}, dont le CV est en ligne sur ce site (page CV)\u00a0; contact des participants avant, pendant et après la session\u00a0: ${site.contactName}, ${formatPhone(site.phone)}, ${site.email}.`;
}

/** What a training fact is about: the page draws an icon for each kind. */
export type TrainingFactKind =
  'price' | 'lead-time' | 'assessment' | 'accessibility' | 'registration';

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
];

const setCourses = trainingCatalogue.courses.filter((course) => !('subjects' in course));
const madeToMeasure = trainingCatalogue.courses.find((course) => 'subjects' in course);
const madeToMeasureMention =
  madeToMeasure && 'subjects' in madeToMeasure
    ? ` et une formation sur mesure (${madeToMeasure.subjects
        .slice(0, 2)
        .map((subject) => subject.title)
        .join(', ')}…)`
    : '';

/** /Formation's title (its h1 too) and its description in search results. */
export const formationPage = {
  title: trainingCatalogue.title,
  description: `${String(setCourses.length)} formations au catalogue${madeToMeasureMention} pour les équipes de développement\u00a0: programmes, prix et plaquette PDF.`,
} as const;
