import type { ProjectLogo as LogoName } from '../../content/types.ts';

interface ProjectLogoProps {
  readonly name: LogoName;
  readonly label: string;
  readonly size?: number;
}

/** The projects' logos, drawn in SVG: a few hundred bytes instead of an image. */
export function ProjectLogo({ name, label, size = 96 }: ProjectLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" role="img" aria-label={label}>
      {name === 'kaouka' ? <KaoukaMark /> : <InvoiceMark />}
    </svg>
  );
}

function KaoukaMark() {
  return (
    <>
      <rect width="96" height="96" rx="24" fill="#6d28d9" />
      <path
        d="M48 18c-12.7 0-23 10-23 22.4C25 57 48 78 48 78s23-21 23-37.6C71 28 60.7 18 48 18Z"
        fill="#fff"
      />
      <path
        d="M36 36h24a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H46l-7 6v-6h-3a4 4 0 0 1-4-4v-8a4 4 0 0 1 4-4Z"
        fill="#6d28d9"
      />
    </>
  );
}

function InvoiceMark() {
  return (
    <>
      <rect width="96" height="96" rx="24" fill="#0f766e" />
      <path d="M30 16h26l12 12v52H30Z" fill="#fff" />
      <path d="M56 16v12h12" fill="#ccfbf1" />
      <path
        d="M38 42h20M38 52h20M38 62h12"
        stroke="#0f766e"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>
  );
}
