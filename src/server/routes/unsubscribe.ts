import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { acceptFormBodies, isFormPost } from '../form-body.ts';
import { sendTokenAsk, sendTokenOutcome } from './token-page.tsx';
import { allowCrossOrigin } from './cross-origin.ts';
import { unsubscribeTexts } from '../../content/unsubscribe.ts';
import {
  UNSUBSCRIBE_API_PARAM,
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_STATUS,
  unsubscribePageUrl,
  type UnsubscribeDone,
  type UnsubscribeRefused,
  type UnsubscribeRequest,
} from '../../shared/unsubscribe.ts';
import type { UnsubscribeStore } from '../../store/unsubscribe-store.ts';
import { rateLimited } from '../rate-limit.ts';
import { siteBase } from './site-base.ts';

export interface UnsubscribeRoutesOptions {
  /** Erases by token; the HTTP server's store, which cannot list addresses. */
  readonly store: UnsubscribeStore;
  /** Requests per minute per client address, like sign-ups; 0 turns the limit off. */
  readonly rateLimit: number;
  /** Origins of a static copy of the site whose pages post here (CORS), as for sign-ups. */
  readonly allowedOrigins?: readonly string[];
  /** The site's pages' address (PUBLIC_URL), where the e-mail's link is sent on; else this server's. */
  readonly siteUrl?: string | undefined;
}

const tokenQuery = {
  type: 'object',
  properties: { [UNSUBSCRIBE_API_PARAM]: { type: 'string', maxLength: 100 } },
} as const;

const doneResponse = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'string', enum: ['unsubscribed'] }, message: { type: 'string' } },
} as const;

const refusedResponse = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;

interface TokenQuery {
  readonly [UNSUBSCRIBE_API_PARAM]?: string;
}

/**
 * Unsubscribing, reached from the announcement e-mail
 * (the contract: src/shared/unsubscribe.ts):
 * - `POST /api/unsubscribe` with the token in the query string (`?token=`),
 *   as mail programs send RFC 8058's one-click POST (`List-Unsubscribe=One-Click`
 *   form body, which carries nothing we need), or in a JSON body `{"token"}`,
 *   as the site's unsubscribe page sends it. The address is erased, through
 *   the same store as sign-ups (on SQLite, its writer thread).
 * - `GET /api/unsubscribe?token=` changes nothing (link scanners and
 *   prefetchers follow links): a page whose one button erases, by a plain
 *   form without script; with script, the browser goes on to the site's page
 *   (PUBLIC_URL), which asks for the same click (token-page.tsx). A form
 *   post of that page (`token=`) is answered with a page.
 */
export const unsubscribeRoutes: FastifyPluginCallback<UnsubscribeRoutesOptions> = (
  app,
  { store, rateLimit, allowedOrigins = [], siteUrl },
  done,
) => {
  allowCrossOrigin(app, UNSUBSCRIBE_API_PATH, allowedOrigins);
  // Mail programs post a form (RFC 8058: `List-Unsubscribe=One-Click`, the
  // token in the URL); the e-mail's page without script posts `token=`.
  acceptFormBodies(app, 1024);
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string' },
    (_request, _body, parsed) => {
      parsed(null, {});
    },
  );
  const site = siteBase(siteUrl);
  const outcome = (reply: FastifyReply, status: number, message: string) =>
    sendTokenOutcome(reply, status, { title: unsubscribeTexts.title, message, siteBase: site });

  app.post<{
    Querystring: TokenQuery;
    Body: UnsubscribeRequest | undefined;
    Reply: UnsubscribeDone | UnsubscribeRefused;
  }>(
    UNSUBSCRIBE_API_PATH,
    {
      schema: {
        querystring: tokenQuery,
        // Only a JSON body is read; a form or no body at all carries the token in the URL.
        body: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { token: { type: 'string', maxLength: 100 } },
              },
            },
          },
        },
        response: {
          [UNSUBSCRIBE_STATUS.done]: doneResponse,
          [UNSUBSCRIBE_STATUS.missing]: refusedResponse,
          [UNSUBSCRIBE_STATUS.invalid]: refusedResponse,
          [UNSUBSCRIBE_STATUS.unavailable]: refusedResponse,
        },
      },
      // Each try costs a write on the one writer: a client may not make it a flood.
      config: rateLimited(rateLimit),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      // The e-mail's page without script (not a mail program's one-click) gets a page back.
      const page =
        isFormPost(request.headers['content-type']) &&
        typeof request.body === 'object' &&
        !('List-Unsubscribe' in request.body);
      const refuse = (status: number, error: string) =>
        page ? outcome(reply, status, error) : reply.code(status).send({ error });
      const token = request.query[UNSUBSCRIBE_API_PARAM] ?? request.body?.token;
      if (!token) return refuse(UNSUBSCRIBE_STATUS.missing, unsubscribeTexts.missing);
      let erased: boolean;
      try {
        erased = await store.unsubscribe(token);
      } catch (error) {
        request.log.error({ err: error }, 'unsubscribe failed');
        return refuse(UNSUBSCRIBE_STATUS.unavailable, unsubscribeTexts.unavailable);
      }
      if (!erased) return refuse(UNSUBSCRIBE_STATUS.invalid, unsubscribeTexts.invalid);
      request.log.info('an address unsubscribed');
      if (page) return outcome(reply, UNSUBSCRIBE_STATUS.done, unsubscribeTexts.done);
      return reply.send({ status: 'unsubscribed', message: unsubscribeTexts.done });
    },
  );

  app.get<{ Querystring: TokenQuery }>(
    UNSUBSCRIBE_API_PATH,
    { schema: { querystring: tokenQuery }, config: rateLimited(rateLimit) },
    async (request, reply) => {
      const token = request.query[UNSUBSCRIBE_API_PARAM] ?? '';
      if (!token) return outcome(reply, UNSUBSCRIBE_STATUS.missing, unsubscribeTexts.missing);
      return sendTokenAsk(reply, {
        title: unsubscribeTexts.title,
        intro: unsubscribeTexts.intro,
        button: unsubscribeTexts.confirm,
        action: UNSUBSCRIBE_API_PATH.slice(UNSUBSCRIBE_API_PATH.lastIndexOf('/') + 1),
        token,
        sitePage: unsubscribePageUrl(site, '').replace(/\?.*$/, ''),
        siteBase: site,
      });
    },
  );
  done();
};
