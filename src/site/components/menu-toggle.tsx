import iconButton from './icon-button.module.css';
import { IconMenu2, IconX } from './icons.tsx';

/**
 * The button that opens and closes a navigation's menu on narrow screens.
 * In a browser without JavaScript a link to the menu takes its place, which
 * the stylesheet shows as its `:target` (both are in the page; the media
 * query `scripting` shows one, so hydration changes nothing).
 */
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
    <>
      <a
        href={`#${controls}`}
        className={`${iconButton.iconButton} ${iconButton.withoutScript} ${className ?? ''}`}
        aria-label="Ouvrir le menu"
      >
        <IconMenu2 size={24} aria-hidden />
      </a>
      <button
        type="button"
        className={`${iconButton.iconButton} ${iconButton.withScript} ${className ?? ''}`}
        aria-expanded={open}
        aria-controls={controls}
        aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
        onClick={onToggle}
      >
        {open ? <IconX size={24} aria-hidden /> : <IconMenu2 size={24} aria-hidden />}
      </button>
    </>
  );
}
