import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cvProfile } from './cv-profile.ts';
import { frenchText } from './text-schemas.ts';

const profileSchema = z.object({
  summary: frenchText,
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
