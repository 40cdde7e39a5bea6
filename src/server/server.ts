import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openStore } from '../store/open-store.ts';

/**
 * Starts the server: reads the configuration, opens storage (applying its
 * migrations), listens, and on SIGTERM or SIGINT stops accepting
 * connections, lets requests in flight finish (their sign-ups are committed
 * before they are answered), then closes storage.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const store = await openStore(config.databaseUrl, {
    onIdleError: (error) => {
      app.log.warn({ err: error }, 'idle database connection lost');
    },
  });
  const app = await buildApp({ config, store });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() reaps idle keep-alive sockets once; a socket that goes idle
    // later (its response finished during the drain) would otherwise hold
    // the shutdown for Fastify's 72 s keep-alive timeout.
    const reaper = setInterval(() => {
      app.server.closeIdleConnections();
    }, 100);
    app
      .close()
      .finally(() => {
        clearInterval(reaper);
      })
      .then(() => store.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

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
