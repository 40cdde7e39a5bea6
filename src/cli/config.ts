import { z } from 'zod';
import { readEnvironment, sharedVariables, type Environment } from '../config/environment.ts';

/**
 * The command line's configuration, from the environment like the server's.
 * Sending needs SMTP_URL, MAIL_FROM and PUBLIC_URL; the other commands only
 * DATABASE_URL, so those are checked when `announce` needs them.
 */
const environmentSchema = z.object({
  ...sharedVariables,
  MAIL_RATE_PER_MINUTE: z.coerce.number().min(0).default(60),
});

export type CliConfig = Readonly<{
  databaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  publicUrl: string | undefined;
  /** This server's public address when the pages are elsewhere (API_URL). */
  apiUrl: string | undefined;
  mailRatePerMinute: number;
  ownerEmail: string | undefined;
  /** OWNER_DIGEST as set: a schedule, 'off', or undefined (the default's). */
  ownerDigest: z.output<typeof sharedVariables.OWNER_DIGEST>;
}>;

export function loadCliConfig(env: Environment = process.env): CliConfig {
  const value = readEnvironment(environmentSchema, env, (message) => new UsageError(message));
  return {
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: value.PUBLIC_URL,
    apiUrl: value.API_URL,
    mailRatePerMinute: value.MAIL_RATE_PER_MINUTE,
    ownerEmail: value.OWNER_EMAIL,
    ownerDigest: value.OWNER_DIGEST,
  };
}

/** A mistake of the person typing the command: printed without a stack trace, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
