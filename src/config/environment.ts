import { z } from 'zod';
import { parseDigestSchedule, type DigestSchedule } from './digest-schedule.ts';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from './database-url.ts';

/** The owner's weekly summary's time when OWNER_DIGEST is not set (and mail is). */
export const DEFAULT_OWNER_DIGEST = 'monday 08:00';

/**
 * The environment variables the server and the owner's command line both
 * read, checked the same way by both (src/server/config.ts, src/cli/config.ts).
 */
export const sharedVariables = {
  DATABASE_URL: z
    .string()
    .default(DEFAULT_DATABASE_URL)
    .superRefine((value, context) => {
      try {
        parseDatabaseUrl(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : '' });
      }
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: z
    .url()
    // RFC 8058 asks for an https one-click URL; plain http only for a local test.
    .refine(
      (url) => /^https:\/\//.test(url) || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url),
      'must be an https:// URL (the site’s public address)',
    )
    .optional(),
  /**
   * This server's public address when the site's pages are elsewhere (a
   * static copy): the e-mails' links that must reach the server (the
   * confirmation link, the one-click unsubscribe) point there, the pages'
   * links at PUBLIC_URL. Default: PUBLIC_URL.
   */
  API_URL: z
    .url()
    .refine(
      (url) => /^https:\/\//.test(url) || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url),
      'must be an https:// URL (this server’s public address)',
    )
    .optional(),
  OWNER_EMAIL: z.email().optional(),
  /**
   * When the owner's weekly summary goes, `<day> HH:MM` in Paris time
   * (`monday 08:00`, the default once SMTP_URL, MAIL_FROM and OWNER_EMAIL
   * are set), or `off`. Undefined when not set.
   */
  OWNER_DIGEST: z
    .string()
    .optional()
    .transform((value, context): DigestSchedule | 'off' | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      if (value.trim().toLowerCase() === 'off') return 'off';
      const schedule = parseDigestSchedule(value);
      if (!schedule) {
        context.addIssue({
          code: 'custom',
          message: `a day and a time such as "${DEFAULT_OWNER_DIGEST}" (Paris time), or "off"; not "${value}"`,
        });
        return z.NEVER;
      }
      return schedule;
    }),
};

/** The environment as the program sees it (`process.env`, or a test's object). */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Checks `env` against `schema` once, at start-up. Every problem is reported
 * in one error, so a misconfigured deployment is fixed in one go; the caller
 * names the error's type (the server stops, the command line exits with its
 * usage code).
 */
export function readEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Environment,
  toError: (message: string) => Error,
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
  );
  throw toError(`Invalid configuration:\n${problems.join('\n')}`);
}
