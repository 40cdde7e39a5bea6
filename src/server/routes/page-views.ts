import type { FastifyPluginCallback } from 'fastify';
import { apiPaths } from '../../shared/paths.ts';
import type { Audience } from '../audience/audience.ts';

export interface PageViewRouteOptions {
  readonly audience: Audience;
}

/** A page's path is a few dozen bytes: a body much larger is not one. */
const BODY_LIMIT = 512;

/**
 * `POST /api/page-views`: the navigation beacon (src/site/lib/count-view.ts,
 * docs/decisions/018-navigation-beacon.md). Its body is the path of a page
 * the browser showed without asking the server, as plain text, and nothing
 * else: no cookie, no id, no referrer. Counted by the rules of a served page
 * (robots, `Sec-GPC: 1` and `DNT: 1` not counted; the same daily visit hash),
 * only for a page of the site and only from the site's own pages (the browser's
 * `Sec-Fetch-Site`), so another site cannot make its visitors count here.
 * Always 204: the answer tells nothing of what was counted.
 */
export const pageViewRoutes: FastifyPluginCallback<PageViewRouteOptions> = (
  app,
  { audience },
  done,
) => {
  app.post<{ Body: unknown }>(
    apiPaths.pageViews,
    // One beacon a page shown: logged like the pages would double the log; its
    // failures are still logged.
    { bodyLimit: BODY_LIMIT, logLevel: 'warn' },
    (request, reply) => {
      const site = request.headers['sec-fetch-site'];
      if ((site === undefined || site === 'same-origin') && typeof request.body === 'string') {
        audience.countNavigation(request, request.body);
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
  done();
};
