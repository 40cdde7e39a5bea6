import { useSyncExternalStore } from 'react';
import {
  nextThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  subscribeToThemeChoice,
  type ThemeChoice,
} from '../theme/theme.ts';
import iconButton from './icon-button.module.css';
import styles from './theme-switch.module.css';

const labels = { system: 'automatique', light: 'clair', dark: 'sombre' } as const;

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
      <ThemeIcon choice={choice} />
    </button>
  );
}

/**
 * A disc, half filled: the right half for automatique (the system decides),
 * empty for clair, full for sombre. Drawn here rather than three icons, to
 * keep the header's script small.
 */
function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle
        cx="12"
        cy="12"
        r="9"
        fill={choice === 'dark' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      {choice === 'system' && <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />}
    </svg>
  );
}
