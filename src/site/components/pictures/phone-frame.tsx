import type { ReactNode } from 'react';
import styles from './pictures.module.css';

/** Kaouka's colour, as in its logo. */
export const KAOUKA_VIOLET = '#6d28d9';

interface PhoneFrameProps {
  readonly children: ReactNode;
}

/**
 * A phone drawn around a 180×380 screen (the children draw in the screen's
 * coordinates, from 10,10). Width and height are fixed attributes, so the
 * picture holds its place before it is drawn and nothing shifts. Always shown
 * with a caption that says what the screen shows, so the drawing itself is
 * hidden from assistive technology.
 */
export function PhoneFrame({ children }: PhoneFrameProps) {
  return (
    <svg
      className={styles.phone}
      width="200"
      height="400"
      viewBox="0 0 200 400"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="200" height="400" rx="30" fill="#14151c" />
      <rect x="10" y="10" width="180" height="380" rx="22" fill="#f6f4fb" />
      <g className={styles.screen}>{children}</g>
      <rect x="78" y="16" width="44" height="10" rx="5" fill="#14151c" />
      <text x="26" y="25" className={styles.status}>
        9:41
      </text>
    </svg>
  );
}

/** A round avatar with the pseudonym's first letter. */
export function Avatar({
  x,
  y,
  r,
  name,
  fill,
}: {
  x: number;
  y: number;
  r: number;
  name: string;
  fill: string;
}) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={fill} />
      <text x={x} y={y} dy="0.35em" textAnchor="middle" fill="#fff" fontSize={r} fontWeight="700">
        {name.slice(0, 1)}
      </text>
    </>
  );
}

/** A distance label in a pill, right-aligned at `right`. */
export function DistancePill({ right, y, text }: { right: number; y: number; text: string }) {
  const width = text.length * 4.6 + 12;
  return (
    <>
      <rect x={right - width} y={y} width={width} height="15" rx="7.5" fill="#ede9fe" />
      <text
        x={right - width / 2}
        y={y + 10.5}
        textAnchor="middle"
        fontSize="8"
        fill="#4c1d95"
        fontWeight="600"
      >
        {text}
      </text>
    </>
  );
}

/** A photo drawn in flat shapes: a sunset over water, or a crowd's lights. */
export function DrawnPhoto({
  x,
  y,
  width,
  height,
  id,
  variant,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  id: string;
  variant: 0 | 1 | 2;
}) {
  const skies = [
    ['#fb923c', '#7c3aed'],
    ['#1e3a8a', '#db2777'],
    ['#fde68a', '#f97316'],
  ] as const;
  const [from, to] = skies[variant];
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={to} />
          <stop offset="1" stopColor={from} />
        </linearGradient>
        <clipPath id={`${id}-clip`}>
          <rect x={x} y={y} width={width} height={height} rx="8" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-clip)`}>
        <rect x={x} y={y} width={width} height={height} fill={`url(#${id})`} />
        {variant === 1 ? (
          [0.2, 0.4, 0.6, 0.8].map((at) => (
            <circle
              key={at}
              cx={x + width * at}
              cy={y + height * 0.35}
              r={height * 0.08}
              fill="#fde68a"
              opacity="0.9"
            />
          ))
        ) : (
          <circle
            cx={x + width * 0.62}
            cy={y + height * 0.62}
            r={height * 0.2}
            fill="#fef3c7"
            opacity="0.95"
          />
        )}
        <path
          d={`M${x} ${y + height * 0.72} q${width * 0.25} -${height * 0.18} ${width * 0.5} 0 t${width * 0.5} 0 V${y + height} H${x} Z`}
          fill="#1f1147"
          opacity="0.55"
        />
      </g>
    </>
  );
}
