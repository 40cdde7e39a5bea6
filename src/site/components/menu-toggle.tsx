import iconButton from './icon-button.module.css';
import { IconMenu2, IconX } from './icons.tsx';

/** The button that opens and closes a navigation's menu on narrow screens. */
export function MenuToggle({
  open,
  controls,
  className,
  onToggle,
}: {
  open: boolean;
  /** The id of the menu it shows. */
  controls: string;
  /** Its place in the bar (shown on narrow screens only). */
  className: string | undefined;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`${iconButton.iconButton} ${className ?? ''}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
      onClick={onToggle}
    >
      {open ? <IconX size={24} aria-hidden /> : <IconMenu2 size={24} aria-hidden />}
    </button>
  );
}
