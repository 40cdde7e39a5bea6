import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StoreUnavailableError } from '../store/types.ts';
import { errorPage, wantsPage } from './error-page.ts';
import { isFormPost } from './form-body.ts';

/**
 * What a visitor, or a page of the site, reads when a request fails: French,
 * never Fastify's English defaults (issue 13, fault 9). A route with more to
 * say names its own in its `config.errors` (RouteErrors).
 */
export const httpMessages: Readonly<Record<number, string>> = {
  400: 'Requête invalide.',
  404: 'Ressource introuvable.',
  405: 'Méthode non autorisée à cette adresse.',
  408: 'La requête a mis trop de temps à arriver. Merci de réessayer.',
  413: 'Requête trop volumineuse.',
  415: 'Ce type de contenu n’est pas accepté ici.',
  429: 'Trop de demandes depuis votre connexion. Merci de réessayer dans une minute.',
  431: 'En-têtes de requête trop volumineux.',
  500: 'Une erreur est survenue, merci de réessayer.',
  503: 'Le service est momentanément indisponible. Merci de réessayer dans quelques minutes.',
};

export function httpMessage(status: number): string {
  return httpMessages[status] ?? httpMessages[status >= 500 ? 500 : 400] ?? '';
}

const isApi = (url: string) => url.startsWith('/api/');

/**
 * What a route says of its own failures, in its `config.errors`; the one
 * error handler below reads it. A status the route names is answered with its
 * message; a client error it does not name is a 400 when it names one (its
 * body is what it reads, or bad input), a server error it does not name a 500.
 */
export interface RouteErrors {
  readonly messages: Readonly<Partial<Record<number, string>>>;
  /** The messages that differ for a form sent without script. */
  readonly formMessages?: Readonly<Partial<Record<number, string>>>;
  /** How a form sent without script is answered: a page rather than JSON. */
  readonly formPage?: (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
  ) => FastifyReply;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    errors?: RouteErrors;
  }
}

function routeAnswer(errors: RouteErrors | undefined, form: boolean, failed: number) {
  if (!errors) return { status: failed, message: httpMessage(failed) };
  const named = (status: number) => errors.messages[status] !== undefined;
  const status = named(failed) ? failed : failed >= 500 ? 500 : named(400) ? 400 : failed;
  const message =
    (form ? errors.formMessages?.[status] : undefined) ??
    errors.messages[status] ??
    httpMessage(status);
  return { status, message };
}

/** The error in the form its path speaks: JSON `{error}` on the API, a page with ways on for a browser, text elsewhere. */
export function sendHttpError(
  request: FastifyRequest,
  reply: FastifyReply,
  failed: number,
  errors = request.routeOptions.config.errors,
): FastifyReply {
  const form = isFormPost(request.headers['content-type']);
  const { status, message } = routeAnswer(errors, form, failed);
  void reply.code(status).header('Cache-Control', 'no-store');
  if (form && errors?.formPage) return errors.formPage(request, reply, status, message);
  // Its own serializer: the route's response schema may describe other bodies.
  if (isApi(request.url))
    return reply
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ error: message });
  if (wantsPage(request.headers.accept)) {
    return reply.type('text/html; charset=utf-8').send(errorPage(status, message));
  }
  return reply.type('text/plain; charset=utf-8').send(message);
}

/**
 * For errors the HTTP parser meets before Fastify sees a request (a stalled
 * request, oversized headers, malformed HTTP): Node's client error, answered
 * in French on the socket, which is then closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({ error: httpMessage(status) });
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
  // A request pipelined before the bad bytes may still be answering (a
  // sign-up waiting for its commit): its answer goes first, whole, then this
  // one. Written at once, the 400 cut it off, and a stored sign-up was never
  // acknowledged (issue 19, item 8). Node keeps that response on the socket.
  // Only for bytes that do not parse after a request whose body arrived
  // whole: on a timeout, or on a malformed body (a bad chunk), the response
  // in flight is the failing request's own, which will never finish.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (
    error.code?.startsWith('HPE_') &&
    inFlight &&
    !inFlight.writableFinished &&
    inFlight.req.complete
  ) {
    inFlight.once('finish', answer);
    inFlight.once('close', answer);
    return;
  }
  answer();
}

/** Fastify's options for the above (its own handler writes English). */
export const frenchClientErrors = { clientErrorHandler, return503OnClosing: false } as const;

/**
 * The application's one error handler and the 503 of a server that is
 * shutting down (Fastify's own is English, hence `return503OnClosing:
 * false`). Storage that cannot take a request is a 503 the visitor may
 * retry; bad input a 4xx, never a 500. A client's error is logged by its
 * status and code only: its message may quote the body, and a body may hold
 * a token.
 */
export function registerHttpErrors(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    void reply.header('Connection', 'close');
    // The server's own 503, whatever the route would say of its storage.
    void sendHttpError(request, reply, 503, undefined);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error instanceof StoreUnavailableError
        ? 503
        : error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: status, code: error.code }, 'request refused');
    return sendHttpError(request, reply, status);
  });
}
