interface LogoProps {
  readonly size?: number;
  readonly className?: string;
}

/** The studio's mark: two brackets around a cursor, drawn in SVG. */
export function Logo({ size = 72, className }: LogoProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="currentColor" opacity="0.14" />
      <path
        d="M24 18 12 32l12 14M40 18l12 14-12 14"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="29.5" y="22" width="5" height="20" rx="2.5" fill="currentColor" />
    </svg>
  );
}

// The mark as the header shows it, shared with the server's own pages.
export { LogoMark } from '../../shared/logo-mark.tsx';
