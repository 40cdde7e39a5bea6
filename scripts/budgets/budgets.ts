import { readFileSync } from 'node:fs';
import { z } from 'zod';

const budgetsSchema = z.object({
  lighthouse: z.object({
    pages: z.array(z.object({ route: z.string().startsWith('/') })).min(1),
    minScores: z.record(
      z.enum(['performance', 'accessibility', 'best-practices', 'seo']),
      z.number().min(0).max(100),
    ),
    maxCumulativeLayoutShift: z.number().min(0),
    maxRunsPerPage: z.number().int().min(1),
  }),
  landingFirstVisit: z.object({
    maxScriptBytes: z.number().int().positive(),
    maxStylesheetBytes: z.number().int().positive(),
    maxFontBytes: z.number().int().positive(),
    maxDocumentBytes: z.number().int().positive(),
    maxTotalBytes: z.number().int().positive(),
  }),
  firstWindow: z.object({
    maxPageBytes: z.number().int().positive(),
    maxHeadBytes: z.number().int().positive(),
  }),
  targets: z.object({
    runsPerPage: z.number().int().min(1),
    fcpUnderMs: z.number().positive(),
    maxLcpMs: z.number().positive(),
    maxTbtMs: z.number().min(0),
    minPerformance: z.number().min(0).max(100),
  }),
});

export type Budgets = z.infer<typeof budgetsSchema>;

/** The speed budgets, written once in budgets.json at the project's root. */
export function loadBudgets(file = 'budgets.json'): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
