/** What one Lighthouse run found, and how the budget script prints it. */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Run {
  readonly route: string;
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  /** What the page showed: its h1, or the error screen's kind. */
  readonly rendered: { h1: string | null; error: string | null };
  readonly lhr: Result;
}

export function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

export function shiftedElements(lhr: Result): string {
  const details = lhr.audits['layout-shifts']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const selectors = items.map((item) => {
    const node = item.node as { selector?: string } | undefined;
    return node?.selector ?? 'an element';
  });
  return [...new Set(selectors)].join(', ') || 'elements not named by Lighthouse';
}

export function failingAudits(lhr: Result, category: string): string {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
    .join(', ');
}

export const format = (run: Run) =>
  [
    run.route.padEnd(22),
    ...CATEGORIES.map((category) => String(run.scores[category]).padStart(4)),
    `${Math.round(run.fcpMs)} ms`.padStart(9),
    `${Math.round(run.lcpMs)} ms`.padStart(9),
    `${Math.round(run.tbtMs)} ms`.padStart(7),
    run.cls.toFixed(3).padStart(6),
  ].join('  ');

export function printLandingBytes(run: Run): void {
  const details = run.lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const byType = new Map<string, number>();
  let total = 0;
  for (const item of items) {
    const type = typeof item.resourceType === 'string' ? item.resourceType : 'Other';
    const size = Number(item.transferSize ?? 0);
    byType.set(type, (byType.get(type) ?? 0) + size);
    total += size;
  }
  const parts = [...byType].map(([type, bytes]) => `${type} ${(bytes / 1000).toFixed(1)} kB`);
  console.log(
    `\nLanding page, first visit, transferred: ${(total / 1000).toFixed(1)} kB (${parts.join(', ')})`,
  );
}
