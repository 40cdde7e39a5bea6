import { inquiryBudgets, inquiryFieldNames } from '../content/inquiry.ts';
import type { InquirySubject } from '../content/inquiry-subjects.ts';
import { INQUIRY_FIELDS, inquiryFundings, isDetail } from '../shared/inquiry-api.ts';
import { detailName, type CheckedInquiry } from '../shared/inquiry-check.ts';

/** One line of what a quote request said: the field's short name and its value as read. */
export interface RecapLine {
  readonly label: string;
  readonly value: string;
}

/**
 * What a quote request said, as the thank-you page recaps it: each filled
 * field in the form's order, the offer (one of `subjects`) and the budget by their names.
 */
export function inquiryRecap(
  inquiry: CheckedInquiry,
  subjects: readonly InquirySubject[],
): RecapLine[] {
  return INQUIRY_FIELDS.flatMap((field) => {
    if (isDetail(field)) {
      const detail = inquiry.details[field];
      if (!detail) return [];
      const value =
        field === 'funding'
          ? (inquiryFundings.find(({ key }) => key === detail)?.label ?? detail)
          : detail;
      return [{ label: detailName(field), value }];
    }
    const raw = inquiry[field];
    if (!raw) return [];
    const value =
      field === 'offer'
        ? (subjects.find((subject) => subject.value === raw)?.label ?? raw)
        : field === 'budget'
          ? (inquiryBudgets.find(({ key }) => key === raw)?.label ?? raw)
          : raw;
    return [{ label: inquiryFieldNames[field], value }];
  });
}
