import '../config/require-node.ts';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openStore } from '../store/open-store.ts';
import { visitorStore } from '../store/open-store.ts';
import { startConfirmations } from './confirmation/start-confirmations.ts';
import { startInquiryMail } from './inquiries/start-inquiry-mail.ts';
import { startDigest } from './digest/start-digest.ts';
import { MailHealth } from './mail-health.ts';
import { verifyMailAtStart } from './verify-mail.ts';

/**
 * How long a shutdown lets requests in flight finish. A sign-up's commit
 * takes milliseconds; what is still open after this is a client holding a
 * connection (a stalled body), cut so that a deploy never waits on it.
 */
const SHUTDOWN_GRACE_MS = 5_000;
/** Past this, storage itself is not closing: exit anyway, with an error (close-with-grace's delay). */
const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * Starts the server: reads the configuration, opens storage (applying its
 * migrations), listens, and on SIGTERM or SIGINT stops accepting
 * connections, lets requests in flight finish (their sign-ups are committed
 * before they are answered), then closes storage.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const store = await openStore(config.databaseUrl, {
    maxBatch: config.signupMaxBatch,
    onIdleError: (error) => {
      app.log.warn({ err: error }, 'idle database connection lost');
    },
  });
  const mailHealth = new MailHealth(config.mailFailingMs);
  // The routes get the visitors' operations only (nothing that reads addresses).
  const app = await buildApp({
    config,
    store: visitorStore(store),
    mailHealth,
    // Called on requests only, once the sender below exists.
    onConfirmationQueued: () => {
      confirmations.wake();
    },
    onInquiryStored: () => {
      inquiryMail.wake();
    },
  });
  // The sender reads the addresses it mails from the outbox: it gets the whole store.
  const confirmations = startConfirmations(config, store, app.log, mailHealth);
  const inquiryMail = startInquiryMail(config, store, app.log, undefined, mailHealth);
  void verifyMailAtStart(config, app.log);
  if (config.digestWithoutMail) {
    app.log.warn(
      'OWNER_DIGEST is set, but the weekly summary needs SMTP_URL, MAIL_FROM and OWNER_EMAIL',
    );
  }
  const digest =
    config.digest &&
    startDigest({ databaseUrl: config.databaseUrl, ...config.digest, log: app.log });

  // On SIGTERM, SIGINT (and the other ending signals, an uncaught error):
  // stop accepting connections, let requests in flight finish, stop the
  // senders, close storage (which waits for the batches in flight), exit 0;
  // past the deadline, storage itself is not closing: exit 1. A second
  // signal exits at once. SIGHUP is not one of them (below).
  closeWithGrace(
    {
      delay: SHUTDOWN_DEADLINE_MS,
      skip: ['SIGHUP'],
      logger: {
        error: (message: unknown) => {
          app.log.error(message);
        },
      },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      // close() reaps idle keep-alive sockets once; a socket that goes idle
      // later (its response finished during the drain) would otherwise hold
      // the shutdown for Fastify's 72 s keep-alive timeout.
      const reaper = setInterval(() => {
        app.server.closeIdleConnections();
      }, 100);
      // Sockets cut here lose only their answer: a sign-up already in a batch
      // is still committed, as store.close() waits for the batches in flight.
      const grace = setTimeout(() => {
        app.log.warn('shutdown grace period over: closing the connections still open');
        app.server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      try {
        await app.close();
      } finally {
        clearInterval(reaper);
        clearTimeout(grace);
      }
      await Promise.all([confirmations.stop(), inquiryMail.stop(), digest?.stop()]);
      await store.close();
    },
  );
  // SIGHUP (a terminal closed, `systemctl reload`, a log rotation) stops
  // nothing: the counts waiting in memory are written, the server goes on.
  // Logs go to stdout, which journald or the supervisor rotates.
  process.on('SIGHUP', () => {
    app.log.info('SIGHUP: audience counts written; the server goes on');
    void app.audience.flush();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
