import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { acceptFormBodies, isFormPost } from '../form-body.ts';
import { sendTokenAsk, sendTokenOutcome } from './token-page.tsx';
import { allowCrossOrigin } from './cross-origin.ts';
import { confirmationPage } from '../../content/confirmation.ts';
import {
  CONFIRMATION_API_PARAM,
  CONFIRMATION_API_PATH,
  CONFIRMATION_STATUS,
  confirmationPageUrl,
  type ConfirmationDone,
  type ConfirmationRefused,
  type ConfirmationRequest,
} from '../../shared/confirmation-api.ts';
import type { ConfirmationStore } from '../../store/confirmation-store.ts';
import { rateLimited } from '../rate-limit.ts';
import { siteBase } from './site-base.ts';

export interface ConfirmationRoutesOptions {
  readonly store: Pick<ConfirmationStore, 'confirm'>;
  /** Requests per minute per client address; 0 turns the limit off. */
  readonly rateLimit: number;
  /** Origins of a static copy of the site whose pages post here (CORS), as for sign-ups. */
  readonly allowedOrigins?: readonly string[];
  /** The site's pages' address (PUBLIC_URL), where the e-mail's link is sent on; else this server's. */
  readonly siteUrl?: string | undefined;
}

const tokenQuery = {
  type: 'object',
  properties: { [CONFIRMATION_API_PARAM]: { type: 'string', maxLength: 100 } },
} as const;

const answer = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    message: { type: 'string' },
    error: { type: 'string' },
  },
} as const;

/**
 * Double opt-in, reached from the confirmation e-mail:
 * - `GET /api/confirmation?token=` changes nothing (mail scanners and
 *   prefetchers follow links): a page whose one button confirms, by a plain
 *   form without script; with script, the browser goes on to the site's page
 *   (PUBLIC_URL), whose button does the same (token-page.tsx).
 * - `POST /api/confirmation` with `{"token"}`, as the site's page sends it,
 *   or the form's `token=`, confirms: JSON for the one, a page for the other.
 * Both rate-limited per client, like sign-ups: tokens are 128 random bits,
 * the limit only keeps a client from costing the database a write a request.
 */
export const confirmationRoutes: FastifyPluginCallback<ConfirmationRoutesOptions> = (
  app,
  options,
  done,
) => {
  const config = rateLimited(options.rateLimit);
  allowCrossOrigin(app, CONFIRMATION_API_PATH, options.allowedOrigins ?? []);
  // The e-mail's page posts its form without script (token-page.tsx).
  acceptFormBodies(app, 1024);
  const site = siteBase(options.siteUrl);
  const outcome = (reply: FastifyReply, status: number, message: string) =>
    sendTokenOutcome(reply, status, { title: confirmationPage.title, message, siteBase: site });

  // The e-mail's link, opened in a browser: it writes nothing and only
  // shows the page, as cheap as a page, so it is not rate-limited (a limit here
  // answered a person with a raw JSON 429 instead of the page). The page's
  // POST, which writes, is.
  app.get(
    CONFIRMATION_API_PATH,
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const { [CONFIRMATION_API_PARAM]: token = '' } = request.query as Record<string, string>;
      if (!token) return outcome(reply, CONFIRMATION_STATUS.missing, confirmationPage.missing);
      return sendTokenAsk(reply, {
        title: confirmationPage.title,
        intro: confirmationPage.intro,
        button: confirmationPage.confirm,
        action: CONFIRMATION_API_PATH.slice(CONFIRMATION_API_PATH.lastIndexOf('/') + 1),
        token,
        sitePage: confirmationPageUrl(site, '').replace(/\?.*$/, ''),
        siteBase: site,
      });
    },
  );

  app.post<{ Body: ConfirmationRequest | undefined }>(
    CONFIRMATION_API_PATH,
    {
      schema: {
        body: { type: 'object', properties: { token: { type: 'string', maxLength: 100 } } },
        response: {
          [CONFIRMATION_STATUS.done]: answer,
          [CONFIRMATION_STATUS.missing]: answer,
          [CONFIRMATION_STATUS.invalid]: answer,
          [CONFIRMATION_STATUS.unavailable]: answer,
        },
      },
      config,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      // The e-mail's page without script posts a form, and gets a page back.
      const form = isFormPost(request.headers['content-type']);
      const refuse = (status: number, error: string) => {
        if (form) return outcome(reply, status, error);
        const refused: ConfirmationRefused = { error };
        return reply.code(status).send(refused);
      };
      const token = request.body?.token;
      if (!token) return refuse(CONFIRMATION_STATUS.missing, confirmationPage.missing);
      let result: 'confirmed' | 'unknown';
      try {
        result = await options.store.confirm(token);
      } catch (error) {
        request.log.error({ err: error }, 'confirmation failed');
        return refuse(CONFIRMATION_STATUS.unavailable, confirmationPage.unavailable);
      }
      if (result === 'unknown')
        return refuse(CONFIRMATION_STATUS.invalid, confirmationPage.invalid);
      request.log.info('an address confirmed');
      if (form) return outcome(reply, CONFIRMATION_STATUS.done, confirmationPage.done);
      const confirmed: ConfirmationDone = { status: 'confirmed', message: confirmationPage.done };
      return reply.code(CONFIRMATION_STATUS.done).send(confirmed);
    },
  );
  done();
};
