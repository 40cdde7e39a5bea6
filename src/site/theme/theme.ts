/**
 * The visitor's theme choice: `system` (the default: follow the system's
 * light or dark setting), `light` or `dark`. A choice is kept in
 * localStorage and shown as `data-theme` on <html>, which global.css turns
 * into the root's color-scheme; `system` is the attribute's absence.
 *
 * This module has no imports: the boot script (boot.ts) is built from it on
 * its own and inlined in every page's <head>, so the stored theme applies
 * before the first paint.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** The order the switch goes through. */
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

function isChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The stored choice; `system` when there is none, or storage is refused (private modes, policies). */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Shows `choice` on the page at once. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

const CHANGE_EVENT = 'theme-choice';

/** Shows and remembers `choice`; `system` forgets any earlier choice. */
export function saveThemeChoice(choice: ThemeChoice): void {
  applyThemeChoice(choice);
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the choice changes, here or in another tab (which this tab then follows). */
export function subscribeToThemeChoice(onChange: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(readThemeChoice());
    onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The choice after `choice`, in the switch's order. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  const index = THEME_CHOICES.indexOf(choice);
  return THEME_CHOICES[(index + 1) % THEME_CHOICES.length] ?? 'system';
}
