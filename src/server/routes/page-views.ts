import type { FastifyPluginCallback } from 'fastify';
import { apiPaths } from '../../shared/paths.ts';
import type { Audience } from '../audience/audience.ts';
import { allowCrossOrigin, refuseCrossSitePosts } from './cross-origin.ts';

export interface PageViewRouteOptions {
  readonly audience: Audience;
  /** A static copy of the site on another origin (ALLOWED_ORIGINS) reports its views too. */
  readonly allowedOrigins: readonly string[];
}

/** A page's path and a host name are a few dozen bytes: a body much larger is not a beacon. */
const BODY_LIMIT = 512;

/**
 * `POST /api/page-views`: the page-view beacon every page holds inline
 * (src/site/lib/page-view-beacon.ts, docs/decisions/018), whoever served the
 * page: this server, nginx from deploy/, or a static host. Its body is plain
 * text, the page's address on the site, then, on a second line, the host of
 * the site the visitor came from when it is another: no cookie, no id, no
 * Referer. Counted by the audience's rules (robots, `Sec-GPC: 1` and `DNT: 1`
 * not counted; the same daily visit hash), only for a page of the site and only
 * from the site's own pages or a copy in ALLOWED_ORIGINS (`Origin`,
 * `Sec-Fetch-Site`): another site's page is refused, so it cannot make its
 * visitors count here. Otherwise 204, whatever was counted: the answer tells
 * nothing.
 */
export const pageViewRoutes: FastifyPluginCallback<PageViewRouteOptions> = (
  app,
  { audience, allowedOrigins },
  done,
) => {
  allowCrossOrigin(app, apiPaths.pageViews, allowedOrigins);
  refuseCrossSitePosts(app, allowedOrigins);
  app.post<{ Body: unknown }>(
    apiPaths.pageViews,
    // One beacon a page shown: logged like the pages would double the log; its
    // failures are still logged.
    { bodyLimit: BODY_LIMIT, logLevel: 'warn' },
    (request, reply) => {
      if (typeof request.body === 'string') {
        const [path = '', referrer] = request.body.split('\n', 2);
        audience.countPageView(request, path, referrer || undefined);
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
  done();
};
