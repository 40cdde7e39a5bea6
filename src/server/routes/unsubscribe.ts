import type { FastifyPluginCallback } from 'fastify';
import { unsubscribeTexts } from '../../content/unsubscribe.ts';
import { openOwnerStore } from '../../store/open-owner-store.ts';
import type { UnsubscribeStore } from '../../store/owner-store.ts';

export interface UnsubscribeRoutesOptions {
  /** Where the sign-ups are; the connection is opened at the first unsubscribe, not at start-up. */
  readonly databaseUrl: string;
  /** A store to use instead (tests). */
  readonly store?: UnsubscribeStore & { close(): Promise<void> };
}

/** The answers' texts, shared with the site's unsubscribe page. */
export const unsubscribeMessages = {
  done: unsubscribeTexts.done,
  invalid: unsubscribeTexts.invalid,
  missing: unsubscribeTexts.missing,
  unavailable: unsubscribeTexts.unavailable,
} as const;

const messageResponse = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    message: { type: 'string' },
    error: { type: 'string' },
  },
} as const;

/**
 * Unsubscribing, reached from the announcement e-mail:
 * - `POST /api/unsubscribe` with the token in the query string (`?token=`),
 *   as mail programs send RFC 8058's one-click POST (`List-Unsubscribe=One-Click`
 *   form body, which carries nothing we need), or in a JSON body `{"token"}`,
 *   as the site's unsubscribe page sends it. The address is erased.
 * - `GET /api/unsubscribe?token=` changes nothing (link scanners and
 *   prefetchers follow links): it redirects to the page that asks for the click.
 */
export const unsubscribeRoutes: FastifyPluginCallback<UnsubscribeRoutesOptions> = (
  app,
  options,
  done,
) => {
  let store: Promise<UnsubscribeStore & { close(): Promise<void> }> | undefined = options.store
    ? Promise.resolve(options.store)
    : undefined;
  const getStore = () =>
    (store ??= openOwnerStore(options.databaseUrl).catch((error: unknown) => {
      // Storage down at the first click: try again at the next one.
      store = undefined;
      throw error;
    }));
  app.addHook('onClose', async () => {
    if (store) await (await store.catch(() => undefined))?.close();
  });

  // Mail programs post a form; its content is fixed by RFC 8058 and unused here.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, { form: body });
    },
  );

  app.post(
    '/api/unsubscribe',
    {
      schema: {
        querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 100 } } },
        response: {
          200: messageResponse,
          400: messageResponse,
          404: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { token: queryToken } = request.query as { token?: string };
      const bodyToken = (request.body as { token?: unknown } | undefined)?.token;
      const token = queryToken ?? (typeof bodyToken === 'string' ? bodyToken : undefined);
      if (!token) return reply.code(400).send({ error: unsubscribeMessages.missing });

      let erased: boolean;
      try {
        erased = await (await getStore()).unsubscribe(token);
      } catch (error) {
        request.log.error({ err: error }, 'unsubscribe failed');
        return reply.code(503).send({ error: unsubscribeMessages.unavailable });
      }
      if (!erased) return reply.code(404).send({ error: unsubscribeMessages.invalid });
      request.log.info('an address unsubscribed');
      return reply.send({ status: 'unsubscribed', message: unsubscribeMessages.done });
    },
  );

  app.get(
    '/api/unsubscribe',
    {
      schema: {
        querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request, reply) => {
      const { token = '' } = request.query as { token?: string };
      // The site's unsubscribe page (src/site/paths.ts: paths.unsubscribe, UNSUBSCRIBE_PARAM).
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`/#/Desinscription?jeton=${encodeURIComponent(token)}`, 303);
    },
  );
  done();
};
