import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Audience } from './audience/audience.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { defaultHttpTimeouts, httpServerFactory, type HttpTimeouts } from './http-timeouts.ts';
import { frenchClientErrors, registerHttpErrors } from './http-errors.ts';
import { requestIds, serializeRequest } from './request-log.ts';
import { consentRequest } from './confirmation/consent.ts';
import { healthRoutes, type MailCheck } from './routes/health.ts';
import { pageViewRoutes } from './routes/page-views.ts';
import { inquiryRoutes } from './routes/inquiries.ts';
import { createProofs } from './inquiries/proof.ts';
import { signupRoutes } from './routes/signups.ts';
import { tokenLinkRoutes } from './routes/token-links.ts';
import { confirmationPage } from '../content/confirmation.ts';
import { unsubscribeTexts } from '../content/unsubscribe.ts';
import { confirmationLink } from '../shared/confirmation-api.ts';
import { unsubscribeLink } from '../shared/unsubscribe.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerStaticSite } from './static-site.ts';
import { fastifyTrustProxy, warnOfUndeclaredProxy } from './trust-proxy.ts';
import type { VisitorStore } from '../store/open-store.ts';

export interface AppOptions {
  readonly config: Config;
  /**
   * All the server holds of the storage: sign up, unsubscribe, ping. It
   * cannot list addresses (`visitorStore`, src/store/open-store.ts).
   */
  readonly store: VisitorStore;
  /** Log options (level, stream); the request serializer is always ours (request-log.ts). */
  readonly logger?: Readonly<{ level?: string; stream?: { write(line: string): void } }>;
  /** Called after a sign-up that may have queued a confirmation e-mail (wakes the sender). */
  readonly onConfirmationQueued?: () => void;
  /** Called after a quote request was stored (wakes the owner's e-mail sender). */
  readonly onInquiryStored?: () => void;
  /** Whether the server's e-mails go out, for GET /api/health (mail-health.ts). */
  readonly mailHealth?: MailCheck;
  /** How long a client may take to send its request (tests shorten it). */
  readonly timeouts?: HttpTimeouts;
  /** The audience counts' flush period and clock (tests set them). */
  readonly audience?: Readonly<{ flushMs?: number; now?: () => number }>;
  /** The quote form's proof-of-work clock: when a challenge was issued and a proof arrives (tests move it). */
  readonly proofClock?: () => Date;
}

/**
 * The whole HTTP application, without a listening socket: server.ts listens,
 * tests call `app.inject`.
 */
export async function buildApp({
  config,
  store,
  logger,
  onConfirmationQueued,
  onInquiryStored,
  mailHealth,
  timeouts = defaultHttpTimeouts,
  audience: audienceOptions,
  proofClock,
}: AppOptions): Promise<FastifyInstance> {
  const genReqId = requestIds();
  const app = Fastify({
    logger: { level: config.logLevel, ...logger, serializers: { req: serializeRequest } },
    serverFactory: httpServerFactory(timeouts),
    genReqId,
    ...frenchClientErrors,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Sign-up bodies are a few dozen bytes; anything much larger is not one.
    bodyLimit: 4 * 1024,
  });

  registerHttpErrors(app);
  warnOfUndeclaredProxy(app, config.trustProxy);
  // Each page then sends its own policy (static-site.ts): by default, nothing inline.
  const headers = registerSecurityHeaders(app);
  // Before the routes, which count (pages) and record conversions (forms).
  const audience = new Audience({
    store,
    log: app.log,
    enabled: config.audience,
    ...audienceOptions,
  });
  app.decorate('audience', audience);
  // After the requests in flight: their counts go with the last flush.
  app.addHook('onClose', () => audience.stop());
  await app.register(compress, { threshold: 1024 });
  await app.register(healthRoutes, { check: store, mail: mailHealth });
  // Limits per client, each route taking its own (rate-limit.ts).
  await app.register(rateLimit, { global: false });
  await app.register(signupRoutes, {
    store,
    rateLimit: config.rateLimitPerMinute,
    allowedOrigins: config.allowedOrigins,
    consent: consentRequest(config.confirmationMail !== undefined),
    onQueued: onConfirmationQueued,
  });
  // One list of origins for every route a visitor's page calls: a static copy
  // of the site signs up, confirms, unsubscribes and asks for a quote alike.
  const allowedOrigins = config.allowedOrigins;
  const tokenLinks = {
    rateLimit: config.rateLimitPerMinute,
    allowedOrigins,
    siteUrl: config.publicUrl,
  };
  await app.register(tokenLinkRoutes, {
    ...tokenLinks,
    link: confirmationLink,
    texts: confirmationPage,
    act: async (token) => (await store.confirm(token)) === 'confirmed',
    done: 'confirmed',
  });
  // Erased through the same store as sign-ups (on SQLite, its writer thread).
  await app.register(tokenLinkRoutes, {
    ...tokenLinks,
    link: unsubscribeLink,
    texts: unsubscribeTexts,
    act: (token) => store.unsubscribe(token),
    done: 'unsubscribed',
    oneClick: true,
  });
  await app.register(inquiryRoutes, {
    store,
    proofs: createProofs({ ...config.inquiries, clock: proofClock }),
    rateLimit: config.inquiries.rateLimit,
    challengeRateLimit: config.rateLimitPerMinute,
    allowedOrigins: config.allowedOrigins,
    onStored: onInquiryStored,
  });
  await app.register(pageViewRoutes, { audience, allowedOrigins });
  const site = await registerStaticSite(app, config.staticDir, {
    pageHeaders: headers.page,
    audience,
    publicUrl: config.publicUrl,
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: 'Ressource introuvable.' });
    }
    return site.miss(request, reply);
  });

  return app;
}
