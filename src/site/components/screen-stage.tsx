import type { ReactNode } from 'react';
import styles from './screen-stage.module.css';

/**
 * The frame of a project's drawn screens: a tinted stage, lighter than the
 * page in the dark theme and darker in the light one, so the white screens
 * and the dark phones stand out in both.
 */
export function ScreenStage({ children }: { readonly children: ReactNode }) {
  return <div className={styles.stage}>{children}</div>;
}
