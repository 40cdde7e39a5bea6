import { apiPaths } from '../../shared/paths.ts';
import type { FastifyPluginCallback } from 'fastify';

export interface HealthCheck {
  /** Resolves when storage answers, rejects otherwise. */
  ping(): Promise<void>;
}

const healthResponse = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok', 'unavailable'] } },
} as const;

/** `GET /api/health`: 200 when storage answers, 503 otherwise. */
export const healthRoutes: FastifyPluginCallback<{ check: HealthCheck }> = (app, options, done) => {
  app.get(
    apiPaths.health,
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (request, reply) => {
      try {
        await options.check.ping();
        return await reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
      } catch (error) {
        request.log.error({ err: error }, 'storage health check failed');
        return await reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .send({ status: 'unavailable' });
      }
    },
  );
  done();
};
