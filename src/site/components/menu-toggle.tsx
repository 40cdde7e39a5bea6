import iconButton from './icon-button.module.css';
import { IconMenu2, IconX } from './icons.tsx';
import styles from './menu-toggle.module.css';

/**
 * The button that opens and closes a navigation's menu on narrow screens:
 * the menu is a popover (`popovertarget`), so the browser opens it, says
 * whether it is expanded and closes it, with no script. A cross while open.
 */
export function MenuToggle({
  controls,
  className,
}: {
  /** The id of the menu it shows. */
  controls: string;
  /** Its place in the bar (shown on narrow screens only). */
  className: string | undefined;
}) {
  return (
    <button
      type="button"
      className={`${iconButton.iconButton} ${styles.toggle} ${className ?? ''}`}
      popoverTarget={controls}
      aria-label="Menu"
    >
      <IconMenu2 size={24} aria-hidden className={styles.closed} />
      <IconX size={24} aria-hidden className={styles.open} />
    </button>
  );
}
