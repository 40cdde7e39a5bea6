import iconButton from './icon-button.module.css';
import { IconThemeAuto, IconThemeDark, IconThemeLight } from './icons.tsx';
import styles from './theme-switch.module.css';

/** The switch's word for each theme (the page's inline script says the current one). */
export const themeLabels = { system: 'automatique', light: 'clair', dark: 'sombre' } as const;

/**
 * One button that goes through the three themes: automatique (the system's),
 * clair, sombre, run by the page's inline script (inline/page-script.ts),
 * which also names it after the stored choice; its icon is the stylesheet's:
 * a screen for automatique, a sun for clair, a moon for sombre.
 */
export function ThemeSwitch() {
  return (
    // Named in French by the page's script on every page, English ones too: marked so.
    <button
      type="button"
      lang="fr"
      className={`${iconButton.iconButton} ${styles.switch}`}
      aria-label={`Thème ${themeLabels.system}, passer au thème ${themeLabels.light}`}
      title={`Thème ${themeLabels.system}`}
      data-theme-switch=""
    >
      <IconThemeAuto size={22} aria-hidden="true" className={styles.system} />
      <IconThemeLight size={22} aria-hidden="true" className={styles.light} />
      <IconThemeDark size={22} aria-hidden="true" className={styles.dark} />
    </button>
  );
}
