import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormBodies, isFormPost } from '../form-body.ts';
import { sendTokenAsk, sendTokenOutcome } from './token-page.tsx';
import { allowCrossOrigin } from './cross-origin.ts';
import type { TokenDone, TokenLink, TokenRefused, TokenRequest } from '../../shared/token-link.ts';
import { rateLimited } from '../rate-limit.ts';
import { siteBase } from './site-base.ts';

/** The French texts of a token link's pages and answers (src/content). */
export interface TokenTexts {
  readonly title: string;
  readonly intro: string;
  readonly confirm: string;
  readonly done: string;
  readonly missing: string;
  readonly invalid: string;
  readonly unavailable: string;
}

export interface TokenLinkRouteOptions {
  readonly link: TokenLink;
  readonly texts: TokenTexts;
  /** What the link does (confirm, erase): false when no address holds the token. */
  act(token: string): Promise<boolean>;
  /** The JSON answer's `status` once done, and the log's words. */
  readonly done: 'confirmed' | 'unsubscribed';
  /**
   * RFC 8058's one-click POST (the unsubscribe link): mail programs post
   * `List-Unsubscribe=One-Click` (form or multipart) to the link as given,
   * the token in its query, and are answered in JSON, not with a page.
   */
  readonly oneClick?: boolean;
  /** Requests per minute per client address on the POST; 0 turns the limit off. */
  readonly rateLimit: number;
  /** Origins of a static copy of the site whose pages post here (CORS), as for sign-ups. */
  readonly allowedOrigins: readonly string[];
  /** The site's pages' address (PUBLIC_URL), where the e-mail's link is sent on; else this server's. */
  readonly siteUrl?: string | undefined;
}

const tokenField = { token: { type: 'string', maxLength: 100 } } as const;
const tokenBody = { type: 'object', properties: tokenField } as const;

const answer = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    message: { type: 'string' },
    error: { type: 'string' },
  },
} as const;

/**
 * An e-mail's token link (confirmation, unsubscribe; the contract:
 * src/shared/token-link.ts):
 * - `GET ?token=` changes nothing (mail scanners and prefetchers follow
 *   links): a page whose one button acts, by a plain form without script;
 *   with script, the browser goes on to the site's page (PUBLIC_URL), whose
 *   button does the same (token-page.tsx). As cheap as a page, it is not
 *   rate-limited: a limit here answered a person with a raw JSON 429 instead
 *   of the page (issue 19, item 11).
 * - `POST` with `{"token"}`, as the site's page sends it, or the form's
 *   `token=`, acts: JSON for the one, a page for the other. Rate-limited per
 *   client, like sign-ups: tokens are 128 random bits, the limit only keeps a
 *   client from costing the one writer a write a request.
 */
export const tokenLinkRoutes: FastifyPluginCallback<TokenLinkRouteOptions> = (
  app,
  options,
  done,
) => {
  const { link, texts } = options;
  allowCrossOrigin(app, link.path, options.allowedOrigins);
  // The e-mail's page posts its form without script (token-page.tsx).
  acceptFormBodies(app, 1024);
  if (options.oneClick) {
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string' },
      (_request, _body, parsed) => {
        parsed(null, {});
      },
    );
  }
  const site = siteBase(options.siteUrl);
  const outcome = (reply: FastifyReply, status: number, message: string) =>
    sendTokenOutcome(reply, status, { title: texts.title, message, siteBase: site });
  const queryToken = (request: FastifyRequest) =>
    (request.query as Record<string, string | undefined>)[link.apiParam];

  app.get(
    link.path,
    { schema: { querystring: { type: 'object', properties: tokenField } } },
    async (request, reply) => {
      const token = queryToken(request);
      if (!token) return outcome(reply, link.status.missing, texts.missing);
      return sendTokenAsk(reply, {
        title: texts.title,
        intro: texts.intro,
        button: texts.confirm,
        action: link.path.slice(link.path.lastIndexOf('/') + 1),
        token,
        sitePage: `${site}${link.pagePath}`,
        siteBase: site,
      });
    },
  );

  app.post<{ Body: TokenRequest | undefined }>(
    link.path,
    {
      schema: {
        ...(options.oneClick && { querystring: { type: 'object', properties: tokenField } }),
        // A one-click post's form carries nothing of ours: its token is in the URL.
        body: options.oneClick
          ? { content: { 'application/json': { schema: tokenBody } } }
          : tokenBody,
        response: Object.fromEntries(Object.values(link.status).map((code) => [code, answer])),
      },
      config: rateLimited(options.rateLimit),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      // The e-mail's page without script (not a mail program's one-click) gets a page back.
      const body = request.body;
      const page =
        isFormPost(request.headers['content-type']) &&
        (!options.oneClick || (typeof body === 'object' && !('List-Unsubscribe' in body)));
      const refuse = (status: number, error: string) =>
        page
          ? outcome(reply, status, error)
          : reply.code(status).send({ error } satisfies TokenRefused);
      const token = (options.oneClick ? queryToken(request) : undefined) ?? body?.token;
      if (!token) return refuse(link.status.missing, texts.missing);
      let acted: boolean;
      try {
        acted = await options.act(token);
      } catch (error) {
        request.log.error({ err: error }, 'token link failed');
        return refuse(link.status.unavailable, texts.unavailable);
      }
      if (!acted) return refuse(link.status.invalid, texts.invalid);
      request.log.info(`an address ${options.done}`);
      if (page) return outcome(reply, link.status.done, texts.done);
      const answered: TokenDone<typeof options.done> = {
        status: options.done,
        message: texts.done,
      };
      return reply.code(link.status.done).send(answered);
    },
  );
  done();
};
