import { missionSubject } from './mission.ts';
import { offers } from './offers.ts';
import { productSubject } from './product-subject.ts';
import { shopSetup } from './shop-setup.ts';
import { trainingCatalogue } from './trainings.ts';

/** What a quote request is about: an offer, a training course (its value `formation-<slug>`), or a mission. */
export interface InquirySubject {
  readonly value: string;
  readonly label: string;
}

/** One group of the quote form's list (an `<optgroup>`). */
export interface InquirySubjectGroup {
  readonly label: string;
  readonly subjects: readonly InquirySubject[];
}

/** The quote form's list, in groups: the offers, the training courses, a mission in a team (mission.ts), the studio's product (product-subject.ts). */
export const inquirySubjectGroups: readonly InquirySubjectGroup[] = [
  {
    label: 'Offres',
    subjects: [
      ...offers.map((offer) => ({ value: offer.slug, label: offer.title })),
      { value: shopSetup.value, label: shopSetup.title },
    ],
  },
  {
    label: 'Formations',
    subjects: trainingCatalogue.courses.map((course) => ({
      value: trainingSubject(course.slug),
      // « Formation : TypeScript… »; a title that already says it is a
      // training (« Formation sur mesure ») is not said twice.
      label: /^formation\b/i.test(course.title) ? course.title : `Formation\u00a0: ${course.title}`,
    })),
  },
  { label: 'Missions', subjects: [missionSubject] },
  { label: 'Produits', subjects: [productSubject] },
];

export const inquirySubjects: readonly InquirySubject[] = inquirySubjectGroups.flatMap(
  (group) => group.subjects,
);

/** The form's value for a training course: what its « Demander une session » preselects. */
export function trainingSubject(slug: string): string {
  return `formation-${slug}`;
}

/** The subject's name as the owner reads it, or undefined for a value no longer listed. */
export function subjectLabel(value: string): string | undefined {
  return inquirySubjects.find((subject) => subject.value === value)?.label;
}
