import { z } from 'zod';

/**
 * The command line's configuration, from the environment like the server's.
 * Sending needs SMTP_URL, MAIL_FROM and PUBLIC_URL; the other commands only
 * DATABASE_URL, so those are checked when `announce` needs them.
 */
const environmentSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: or postgres://')
    .default('file:./data/signups.sqlite'),
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
  MAIL_RATE_PER_MINUTE: z.coerce.number().min(0).default(60),
});

export type CliConfig = Readonly<{
  databaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  publicUrl: string | undefined;
  mailRatePerMinute: number;
}>;

export function loadCliConfig(env: NodeJS.ProcessEnv = process.env): CliConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new UsageError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  return {
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: value.PUBLIC_URL,
    mailRatePerMinute: value.MAIL_RATE_PER_MINUTE,
  };
}

/** A mistake of the person typing the command: printed without a stack trace, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
