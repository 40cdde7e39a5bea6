import { apiPaths } from '../../shared/paths.ts';
import type { FastifyPluginCallback } from 'fastify';

export interface HealthCheck {
  /** Resolves when storage answers, rejects otherwise. */
  ping(): Promise<void>;
}

/** The server's e-mails: what is wrong once they have failed too long (mail-health.ts). */
export interface MailCheck {
  problem(): string | undefined;
}

const healthResponse = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'unavailable'] },
    /** What fails: storage (no write) or mail (failing past MAIL_FAILING_MINUTES). */
    failing: { type: 'string', enum: ['storage', 'mail'] },
  },
} as const;

/**
 * `GET /api/health`: 200 when storage accepts a write and the server's
 * e-mails go out; 503 otherwise, saying which (`failing`).
 */
export const healthRoutes: FastifyPluginCallback<{ check: HealthCheck; mail?: MailCheck }> = (
  app,
  options,
  done,
) => {
  app.get(
    apiPaths.health,
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (request, reply) => {
      try {
        await options.check.ping();
      } catch (error) {
        request.log.error({ err: error }, 'storage health check failed');
        return await reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .send({ status: 'unavailable', failing: 'storage' });
      }
      const mailProblem = options.mail?.problem();
      if (mailProblem !== undefined) {
        request.log.error({ reason: mailProblem }, 'mail health check failed');
        return await reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .send({ status: 'unavailable', failing: 'mail' });
      }
      return await reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
    },
  );
  done();
};
