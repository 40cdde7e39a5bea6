import { ownerPhoto } from '../../content/portrait.ts';
import { publicFileHref } from '../lib/base-path.ts';
import styles from './portrait.module.css';

interface PortraitProps {
  /** The owner's name, for the photo's text alternative. */
  readonly name: string;
  /**
   * The first screen's portrait loads at once, after the page's text (low
   * priority: the text is what paints first); others when near the screen.
   */
  readonly eager?: boolean;
  readonly className?: string;
}

/**
 * The owner's face: the photo of content (portrait.ts), a file of public/
 * with its size, so its place is kept before it loads.
 */
export function Portrait({ name, eager = false, className = '' }: PortraitProps) {
  return (
    <img
      className={`${styles.portrait} ${className}`}
      src={publicFileHref(ownerPhoto.src)}
      alt={name}
      width={ownerPhoto.width}
      height={ownerPhoto.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'low' : undefined}
      // In the first screen, drawn in the frame it arrives in.
      decoding={eager ? undefined : 'async'}
    />
  );
}
