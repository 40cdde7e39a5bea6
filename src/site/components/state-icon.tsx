/** What a state panel tells: its icon and colour follow. */
export type StateTone = 'success' | 'error' | 'info' | 'not-found';

/** One stroke path per tone, drawn on a 24-unit grid: a check, a warning sign, an « i », a question mark. */
const strokes: Record<StateTone, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 4 2.5 20h19L12 4Zm0 6v4.5m0 3v.01',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v5m0-8.5v.01',
  'not-found': 'M9 9a3 3 0 1 1 4.5 2.6c-1 .6-1.5 1.3-1.5 2.4m0 3.5v.01',
};

/**
 * The state panel's icon, drawn here rather than taken from the icon set:
 * the forms' islands show it (their script: budgets.json `formPage`), and
 * these four paths weigh less than four icon components.
 */
export function StateIcon({ tone }: { tone: StateTone }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={strokes[tone]} />
    </svg>
  );
}
