import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatLongDate } from '../shared/french-format.ts';
import { availabilityText, cvProfile } from './cv-profile.ts';
import { inquirySubjects } from './inquiry-subjects.ts';
import { missionSubject } from './mission.ts';
import { frenchText, slug } from './text-schemas.ts';

const isoDay = z.iso.date();

const profileSchema = z.object({
  summary: frenchText,
  availability: z.strictObject({
    from: isoDay,
    note: frenchText.optional(),
    example: z.literal(true).optional(),
  }),
  workTerms: z.array(frenchText).min(1).max(2),
  skills: z
    .array(z.object({ name: frenchText, skills: z.array(z.string().trim().min(1)).min(1) }))
    .min(1),
  education: z.array(
    z.object({
      title: frenchText,
      school: frenchText,
      place: frenchText,
      year: z.number().int().min(1950).max(2100),
    }),
  ),
  languages: z.array(z.object({ language: frenchText, level: frenchText })).min(1),
});

describe('the CV profile', () => {
  it('has a summary, skills, education and languages in correct French', () => {
    profileSchema.parse(cvProfile);
  });

  it('lists education most recent first and no skill twice in a group', () => {
    const years = cvProfile.education.map((entry) => entry.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const group of cvProfile.skills)
      expect(new Set(group.skills).size).toBe(group.skills.length);
  });
});

describe('the availability', () => {
  it('names its first day until that day, then « dès maintenant »', () => {
    const availability = { from: '2027-03-01' };
    expect(availabilityText(availability, '2027-02-28')).toBe(
      `Disponible à partir du ${formatLongDate('2027-03-01')}.`,
    );
    expect(availabilityText(availability, '2027-02-28')).toContain('1er\u00a0mars 2027');
    expect(availabilityText(availability, '2027-03-01')).toBe('Disponible dès maintenant.');
    expect(availabilityText(availability, '2028-01-15')).toBe('Disponible dès maintenant.');
  });
});

describe('the mission the CV proposes', () => {
  it('is one of the quote form’s subjects, its own, in correct French', () => {
    expect(slug.safeParse(missionSubject.value).success).toBe(true);
    frenchText.parse(missionSubject.label);
    expect(inquirySubjects.filter((each) => each.value === missionSubject.value)).toEqual([
      missionSubject,
    ]);
  });
});
