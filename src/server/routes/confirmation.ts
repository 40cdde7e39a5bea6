import type { FastifyPluginCallback } from 'fastify';
import { confirmationPage } from '../../content/confirmation.ts';
import {
  CONFIRMATION_API_PATH,
  confirmationPageHref,
  type ConfirmationAnswer,
} from '../../shared/confirmation-api.ts';
import type { ConfirmationStore } from '../../store/confirmation-store.ts';
import { rateLimited } from '../rate-limit.ts';

export interface ConfirmationRoutesOptions {
  readonly store: Pick<ConfirmationStore, 'confirm'>;
  /** Requests per minute per client address; 0 turns the limit off. */
  readonly rateLimit: number;
}

const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
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
 *   prefetchers follow links): it redirects to the page whose button confirms.
 * - `POST /api/confirmation` with `{"token"}`, as that page sends it, confirms.
 * Both rate-limited per client, like sign-ups: tokens are 128 random bits,
 * the limit only keeps a client from costing the database a write a request.
 */
export const confirmationRoutes: FastifyPluginCallback<ConfirmationRoutesOptions> = (
  app,
  options,
  done,
) => {
  const config = rateLimited(options.rateLimit);

  app.get(
    CONFIRMATION_API_PATH,
    { schema: { querystring: tokenQuery }, config },
    async (request, reply) => {
      const { token = '' } = request.query as { token?: string };
      return reply.header('Cache-Control', 'no-store').redirect(confirmationPageHref(token), 303);
    },
  );

  app.post<{ Body: { token?: unknown } | undefined }>(
    CONFIRMATION_API_PATH,
    {
      schema: {
        body: { type: 'object', properties: { token: { type: 'string', maxLength: 100 } } },
        response: { 200: answer, 400: answer, 404: answer, 503: answer },
      },
      config,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const token = request.body?.token;
      if (typeof token !== 'string' || token === '') {
        return reply
          .code(400)
          .send({ error: confirmationPage.missing } satisfies ConfirmationAnswer);
      }
      let result: 'confirmed' | 'unknown';
      try {
        result = await options.store.confirm(token);
      } catch (error) {
        request.log.error({ err: error }, 'confirmation failed');
        return reply.code(503).send({ error: confirmationPage.unavailable });
      }
      if (result === 'unknown') {
        return reply
          .code(404)
          .send({ error: confirmationPage.invalid } satisfies ConfirmationAnswer);
      }
      request.log.info('an address confirmed');
      return reply.send({
        status: 'confirmed',
        message: confirmationPage.done,
      } satisfies ConfirmationAnswer);
    },
  );
  done();
};
