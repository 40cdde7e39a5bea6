import { publicFileHref } from '../lib/base-path.ts';
import styles from './portrait.module.css';

interface PortraitProps {
  /** The owner's name, for the photo's text alternative. */
  readonly name: string;
  /** A file of public/, or null for the drawn placeholder. */
  readonly photo: string | null;
}

/**
 * The owner's portrait: her photo once she sets one in content, a drawn
 * placeholder until then (a figure at a desk before a screen of code, in the
 * site's indigo and accent), never a stock face.
 */
export function Portrait({ name, photo }: PortraitProps) {
  if (photo) {
    return (
      <img
        className={styles.portrait}
        src={publicFileHref(photo)}
        alt={name}
        width={480}
        height={480}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <svg
      className={styles.portrait}
      width="480"
      height="480"
      viewBox="0 0 240 240"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="240" height="240" rx="24" fill="#22359b" />
      <circle cx="190" cy="52" r="70" fill="#2c44c2" />
      <rect x="120" y="58" width="96" height="66" rx="8" fill="#0c1533" />
      <path
        d="M134 76h30M134 88h46M142 100h34M134 112h22"
        stroke="#a3b5ff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M160 76h12" stroke="#ffa06a" strokeWidth="5" strokeLinecap="round" />
      <circle cx="88" cy="104" r="30" fill="#f2c6a0" />
      <path
        d="M56 104c0-26 14-40 34-40 18 0 30 12 30 30-14 0-30-6-38-16-4 10-14 20-26 26z"
        fill="#1d0c02"
      />
      <path d="M30 240c0-48 26-78 58-78s58 30 58 78z" fill="#ffa06a" />
      <path
        d="M74 166l14 22 14-22"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="108" y="196" width="112" height="10" rx="5" fill="#0c1533" />
    </svg>
  );
}
