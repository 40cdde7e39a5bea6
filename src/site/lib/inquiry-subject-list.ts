import type { InquirySubjectGroup } from '../../content/inquiry-subjects.ts';

/**
 * The quote form's subjects (content/inquiry-subjects.ts) as the build wrote
 * them into the site (`__INQUIRY_SUBJECTS__`, astro.config.ts's define): their values
 * and names, so the form's script carries those, not the offers and training
 * courses they are read from (issue 43).
 */
export const inquirySubjectGroups: readonly InquirySubjectGroup[] = __INQUIRY_SUBJECTS__;

export const inquirySubjects = inquirySubjectGroups.flatMap((group) => group.subjects);
