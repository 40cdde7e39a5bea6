import type { SVGProps } from 'react';

export type PathIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { readonly size?: number };

/**
 * An outline icon from its path data, drawn as Tabler draws its icons (24×24,
 * 2-unit round strokes in the text colour). The icons every page shows (the
 * header's, the landing cards', the footer's) are built with it rather than
 * with @tabler/icons-react's components, which the forms and the offers use:
 * those add an xmlns and a class to every icon, and on the landing page that
 * moved first-window.ts's measure of its inline script (the page's Brotli
 * bytes with and without it) from 971 to 1,047 B, over its 1 kB, the script
 * unchanged (2026-11-29).
 */
export function pathIcon(paths: readonly string[]) {
  return function PathIcon({ size = 24, ...rest }: PathIconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}
