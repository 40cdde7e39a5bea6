import { describe, expect, it } from 'vitest';
import { formatTrainingDuration, HOURS_PER_DAY, sessionPrice } from './trainings.ts';

describe('a training’s length and price', () => {
  it('writes a set length and a made-to-measure range in days and hours', () => {
    expect(formatTrainingDuration(1)).toBe(`1\u00a0jour (${String(HOURS_PER_DAY)}\u00a0heures)`);
    expect(formatTrainingDuration(2)).toBe(
      `2\u00a0jours (${String(2 * HOURS_PER_DAY)}\u00a0heures)`,
    );
    expect(formatTrainingDuration({ min: 1, max: 4 })).toBe(
      `1 à 4\u00a0jours (${String(HOURS_PER_DAY)} à ${String(4 * HOURS_PER_DAY)}\u00a0heures)`,
    );
  });

  it('prices a course’s whole session, and a made-to-measure session by the day, for the group', () => {
    const day = 1234;
    expect(sessionPrice(3, day)).toEqual({
      amountEuros: 3 * day,
      unit: 'la session de 3\u00a0jours, pour le groupe',
    });
    expect(sessionPrice(1, day).amountEuros).toBe(day);
    expect(sessionPrice({ min: 1, max: 5 }, day)).toEqual({
      amountEuros: day,
      unit: 'la journée, pour le groupe',
    });
  });
});
