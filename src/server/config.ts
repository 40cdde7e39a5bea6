import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_OWNER_DIGEST,
  readEnvironment,
  sharedVariables,
  type Environment,
} from '../config/environment.ts';
import { parseDigestSchedule, type DigestSchedule } from '../config/digest-schedule.ts';
import type { DigestMail } from '../digest/send.ts';
import { DEFAULT_MAIL_FAILING_MINUTES } from './mail-health.ts';
import { trustProxySchema, type TrustProxy } from './trust-proxy.ts';

/** Comma-separated origins (`https://www.example.fr`), without a path. */
const originList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(z.url({ protocol: /^https?$/ }).regex(/^[^/]+\/\/[^/]+$/, 'une origine, sans chemin')),
  );

const environmentSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  ...sharedVariables,
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  /** Sign-ups committed together at most (group commit); 1 is the naive server `npm run bench` compares with. */
  SIGNUP_MAX_BATCH: z.coerce.number().int().min(1).default(1000),
  TRUST_PROXY: trustProxySchema,
  ALLOWED_ORIGINS: originList,
  /** The former name of ALLOWED_ORIGINS, read when it is not set. */
  SIGNUP_ALLOWED_ORIGINS: originList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().min(1).default('dist'),
  SIGNUP_CONFIRMATION: z.enum(['on', 'off']).default('on'),
  CONFIRMATION_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  AUDIENCE: z.enum(['on', 'off']).default('on'),
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  INQUIRY_MIN_SECONDS: z.coerce.number().min(0).default(3),
  INQUIRY_SECRET: z.string().min(32, 'at least 32 characters (openssl rand -hex 32)').optional(),
  MAIL_FAILING_MINUTES: z.coerce.number().int().min(0).default(DEFAULT_MAIL_FAILING_MINUTES),
});

/** Where confirmation e-mails go from, and where their links point. */
export interface ConfirmationMail {
  readonly smtpUrl: string;
  readonly mailFrom: string;
  readonly publicUrl: string;
  /** This server's public address when the pages are elsewhere (API_URL); else PUBLIC_URL. */
  readonly apiUrl: string | undefined;
  /** The most confirmation e-mails a minute the server sends; 0: no cap. */
  readonly ratePerMinute: number;
}

/** Where the owner's e-mails about quote requests go from and to. */
export interface InquiryMail {
  readonly smtpUrl: string;
  readonly mailFrom: string;
  readonly ownerEmail: string;
}

/** The quote-request form's guards (src/server/routes/inquiries.ts). */
export interface InquirySettings {
  /** Requests an hour per client address with a proof of work; 0 turns the limits off. */
  readonly rateLimit: number;
  /** Below this time between the challenge and the request, it was no person typing. */
  readonly minFillMs: number;
  /** Signs the proof-of-work challenges; random per start unless INQUIRY_SECRET is set. */
  readonly secret: string;
}

export type Config = Readonly<{
  host: string;
  port: number;
  databaseUrl: string;
  /** Requests a minute per client at every public write (SIGNUP_RATE_LIMIT): sign-up, confirmation, unsubscribe, challenges. */
  rateLimitPerMinute: number;
  /** SIGNUP_MAX_BATCH: sign-ups committed together at most. */
  signupMaxBatch: number;
  /** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses (trust-proxy.ts). */
  trustProxy: TrustProxy;
  /**
   * Origins of a statically hosted copy of the site allowed to call the API
   * (CORS) and to be sent back to by a form without script: ALLOWED_ORIGINS,
   * or its former name SIGNUP_ALLOWED_ORIGINS.
   */
  allowedOrigins: readonly string[];
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  staticDir: string;
  /**
   * Double opt-in: set when SMTP_URL, MAIL_FROM and PUBLIC_URL are, unless
   * SIGNUP_CONFIRMATION=off. Undefined: single opt-in, recorded as such.
   */
  confirmationMail: ConfirmationMail | undefined;
  /** Whether page views are counted (docs/decisions/012-audience-counts.md); `AUDIENCE=off` stops it. */
  audience: boolean;
  /** The mail variables missing for double opt-in when only some are set (a warning at start). */
  confirmationMissing: readonly string[];
  /** Set when SMTP_URL, MAIL_FROM and OWNER_EMAIL are: the owner is told of each quote request. */
  inquiryMail: InquiryMail | undefined;
  inquiries: InquirySettings;
  /**
   * The owner's weekly summary (OWNER_DIGEST): on by default once the
   * owner's e-mail is configured (SMTP_URL, MAIL_FROM, OWNER_EMAIL), off
   * otherwise or with OWNER_DIGEST=off.
   */
  digest: { readonly mail: DigestMail; readonly schedule: DigestSchedule } | undefined;
  /** OWNER_DIGEST was set but the owner's e-mail is not configured (a warning at start). */
  digestWithoutMail: boolean;
  /**
   * The site's pages' public address (PUBLIC_URL, with its base path), where
   * the e-mails' links lead; undefined: the pages this server answers.
   */
  publicUrl: string | undefined;
  /** How long e-mails may fail before GET /api/health answers 503 (MAIL_FAILING_MINUTES; 0: never). */
  mailFailingMs: number;
}>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the configuration once, at start-up (see readEnvironment). */
export function loadConfig(env: Environment = process.env): Config {
  const value = readEnvironment(environmentSchema, env, (message) => new ConfigError(message));
  const inquiryMail =
    value.SMTP_URL && value.MAIL_FROM && value.OWNER_EMAIL
      ? { smtpUrl: value.SMTP_URL, mailFrom: value.MAIL_FROM, ownerEmail: value.OWNER_EMAIL }
      : undefined;
  const schedule =
    value.OWNER_DIGEST === 'off'
      ? undefined
      : (value.OWNER_DIGEST ?? parseDigestSchedule(DEFAULT_OWNER_DIGEST));
  return {
    host: value.HOST,
    port: value.PORT,
    databaseUrl: value.DATABASE_URL,
    rateLimitPerMinute: value.SIGNUP_RATE_LIMIT,
    signupMaxBatch: value.SIGNUP_MAX_BATCH,
    trustProxy: value.TRUST_PROXY,
    allowedOrigins:
      value.ALLOWED_ORIGINS.length > 0 ? value.ALLOWED_ORIGINS : value.SIGNUP_ALLOWED_ORIGINS,
    logLevel: value.LOG_LEVEL,
    staticDir: value.STATIC_DIR,
    audience: value.AUDIENCE === 'on',
    ...confirmationSettings(value),
    inquiryMail,
    digest: inquiryMail && schedule ? { mail: inquiryMail, schedule } : undefined,
    digestWithoutMail:
      !inquiryMail && value.OWNER_DIGEST !== undefined && value.OWNER_DIGEST !== 'off',
    mailFailingMs: value.MAIL_FAILING_MINUTES * 60_000,
    publicUrl: value.PUBLIC_URL,
    inquiries: {
      rateLimit: value.INQUIRY_RATE_LIMIT,
      minFillMs: value.INQUIRY_MIN_SECONDS * 1000,
      // One server: a secret of its own is enough (a restart only voids the
      // challenges being solved). Several servers: they must share one.
      secret: value.INQUIRY_SECRET ?? randomBytes(32).toString('hex'),
    },
  };
}

function confirmationSettings(
  value: z.infer<typeof environmentSchema>,
): Pick<Config, 'confirmationMail' | 'confirmationMissing'> {
  const { SMTP_URL: smtpUrl, MAIL_FROM: mailFrom, PUBLIC_URL: publicUrl } = value;
  if (value.SIGNUP_CONFIRMATION === 'off')
    return { confirmationMail: undefined, confirmationMissing: [] };
  if (smtpUrl && mailFrom && publicUrl) {
    return {
      confirmationMail: {
        smtpUrl,
        mailFrom,
        publicUrl,
        apiUrl: value.API_URL,
        ratePerMinute: value.CONFIRMATION_RATE_PER_MINUTE,
      },
      confirmationMissing: [],
    };
  }
  const given = { SMTP_URL: smtpUrl, MAIL_FROM: mailFrom, PUBLIC_URL: publicUrl };
  const missing = Object.entries(given)
    .filter(([, set]) => !set)
    .map(([name]) => name);
  return { confirmationMail: undefined, confirmationMissing: missing.length < 3 ? missing : [] };
}
