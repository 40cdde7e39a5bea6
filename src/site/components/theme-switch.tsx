import { useSyncExternalStore } from 'react';
import {
  nextThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  subscribeToThemeChoice,
  type ThemeChoice,
} from '../theme/theme.ts';
import iconButton from './icon-button.module.css';
import { IconThemeAuto, IconThemeDark, IconThemeLight } from './icons.tsx';
import styles from './theme-switch.module.css';

const labels = { system: 'automatique', light: 'clair', dark: 'sombre' } as const;

/** A sun for clair, a moon for sombre, a screen for automatique (the system's): the icons every switch of the kind uses. */
const icons = { system: IconThemeAuto, light: IconThemeLight, dark: IconThemeDark } as const;

/**
 * One button that goes through the three themes: automatique (the system's),
 * clair, sombre. The choice is remembered; the boot script applies it before
 * the next page paints. Its name says the current theme and what a press does.
 */
export function ThemeSwitch() {
  // The prerendered page says « automatique »; the stored choice takes over once hydrated.
  const choice = useSyncExternalStore<ThemeChoice>(
    subscribeToThemeChoice,
    readThemeChoice,
    () => 'system',
  );

  const label = labels[choice];
  const next = labels[nextThemeChoice(choice)];
  const Icon = icons[choice];
  return (
    <button
      type="button"
      className={`${iconButton.iconButton} ${styles.switch}`}
      aria-label={`Thème ${label}, passer au thème ${next}`}
      title={`Thème ${label}`}
      onClick={() => {
        saveThemeChoice(nextThemeChoice(choice));
      }}
    >
      <Icon size={22} aria-hidden="true" />
    </button>
  );
}
