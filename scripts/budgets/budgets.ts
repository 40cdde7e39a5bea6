import { readFileSync } from 'node:fs';
import { z } from 'zod';

const budgetsSchema = z.object({
  lighthouse: z.object({
    pages: z.array(z.string().startsWith('/')).min(1),
    runs: z.number().int().min(1),
    minScores: z.record(
      z.enum(['accessibility', 'best-practices', 'seo']),
      z.number().min(0).max(100),
    ),
    maxCumulativeLayoutShift: z.number().min(0),
  }),
  landingFirstVisit: z.object({
    maxStylesheetBytes: z.number().int().positive(),
    maxFontBytes: z.number().int().positive(),
    maxDocumentBytes: z.number().int().positive(),
    maxTotalBytes: z.number().int().positive(),
  }),
  formPage: z.object({
    maxScriptBytes: z.number().int().positive(),
    targetScriptBytes: z.number().int().positive(),
  }),
  firstWindow: z.object({
    maxPageBytes: z.number().int().positive(),
    maxHeadBytes: z.number().int().positive(),
    maxInlineScriptBytes: z.number().int().positive(),
  }),
  targets: z.object({
    runs: z.number().int().min(1),
    mainThreadRatio: z.number().min(1),
    mainThreadRatioWithForm: z.number().min(1),
    tbtOverFloorMs: z.number().min(0),
    fcpOverFloorMs: z.number().min(0),
    lcpOverFloorMs: z.number().min(0),
    minScore: z.number().min(0).max(100),
  }),
});

export type Budgets = z.infer<typeof budgetsSchema>;

/** The speed budgets, written once in budgets.json at the project's root. */
export function loadBudgets(file = 'budgets.json'): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
