import type { SVGProps } from 'react';

export type PathIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { readonly size?: number };

/**
 * An outline icon from its path data, drawn as Tabler draws its icons (24×24,
 * 2-unit round strokes in the text colour). The icons every page shows (the
 * header's, the landing cards', the footer's) are built with it instead of
 * @tabler/icons-react's components, which keeps that library's runtime out of
 * the main script: the first visit's JavaScript budget (80 kB) had no room.
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
