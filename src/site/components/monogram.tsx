import styles from './monogram.module.css';

interface MonogramProps {
  readonly name: string;
  readonly size?: number;
}

/** Two initials, « Camille Exemple » → « CE »: the first letter of the first and the last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('fr-FR');
}

/** Hues that keep white initials at AA on their disc (4.5:1 and more). */
const discs = ['#2c44c2', '#0f766e', '#9a3412', '#6d28d9', '#1d4ed8', '#be123c'] as const;

function discColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 43 + (char.codePointAt(0) ?? 0)) % 9973;
  return discs[hash % discs.length] ?? discs[0];
}

/**
 * A person's avatar drawn from their name: initials on a coloured disc, in
 * place of a photo the site does not have. Decorative, since the name is
 * always written beside it.
 */
export function Monogram({ name, size = 64 }: MonogramProps) {
  return (
    <svg
      className={styles.monogram}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" fill={discColour(name)} />
      <circle cx="32" cy="32" r="29" fill="none" stroke="#fff" strokeOpacity="0.25" />
      <text x="32" y="32" dy="0.35em" textAnchor="middle" className={styles.letters}>
        {initials(name)}
      </text>
    </svg>
  );
}
