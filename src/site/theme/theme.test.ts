import { afterEach, describe, expect, it } from 'vitest';
import {
  nextThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  subscribeToThemeChoice,
  THEME_STORAGE_KEY,
} from './theme.ts';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme choice', () => {
  it('is the system’s until the visitor chooses, whatever else storage holds', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('is shown on <html> and remembered; choosing the system again forgets it', () => {
    saveThemeChoice('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    saveThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('goes automatique, clair, sombre, then back', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });

  it('tells its subscribers when it changes, until they leave', () => {
    let calls = 0;
    const leave = subscribeToThemeChoice(() => (calls += 1));
    saveThemeChoice('light');
    leave();
    saveThemeChoice('dark');
    expect(calls).toBe(1);
  });
});
