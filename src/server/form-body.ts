import type { FastifyInstance } from 'fastify';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Parses `application/x-www-form-urlencoded` bodies (a `<form method="post">`
 * sent without script) into an object of strings, in the plugin it is
 * called in only. A field given twice keeps its last value.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    FORM_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/** Whether the request came from a form without script (its answer is then a redirect or a page). */
export function isFormPost(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;
}
