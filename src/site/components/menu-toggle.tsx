import iconButton from './icon-button.module.css';
import { IconMenu2, IconX } from './icons.tsx';

/**
 * The button that opens and closes a navigation's menu on narrow screens.
 * In a browser without JavaScript a link to the menu takes its place, which
 * the stylesheet shows as its `:target` (both are in the page; the media
 * query `scripting` shows one, so hydration changes nothing).
 */
const OPEN = 'Ouvrir le menu';

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
  const look = `${iconButton.iconButton} ${className ?? ''}`;
  const menuIcon = <IconMenu2 size={24} aria-hidden />;
  return (
    <>
      <a href={`#${controls}`} className={look} data-without-script aria-label={OPEN}>
        {menuIcon}
      </a>
      <button
        type="button"
        className={look}
        data-with-script
        aria-expanded={open}
        aria-controls={controls}
        aria-label={open ? 'Fermer le menu' : OPEN}
        onClick={onToggle}
      >
        {open ? <IconX size={24} aria-hidden /> : menuIcon}
      </button>
    </>
  );
}
