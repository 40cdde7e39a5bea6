import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { checkEmail, maskEmail } from '../../shared/email.ts';
import {
  HONEYPOT_FIELD,
  SIGNUP_API_PATH,
  SIGNUP_BASE_FIELD,
  SIGNUP_FORM_PAGE,
  SIGNUP_PAGE_FIELD,
  SITE_ORIGIN_FIELD,
  signupDonePath,
  type SignupCreated,
  type SignupRequest,
} from '../../shared/signup-api.ts';
import type { ConsentRequest } from '../../store/types.ts';
import type { VisitorStore } from '../../store/open-store.ts';
import { DomainBudget, MailboxSpellings } from '../confirmation/throttle.ts';
import { clientOf, handlerLimit } from '../rate-limit.ts';
import { allowCrossOrigin, refuseCrossSitePosts } from './cross-origin.ts';
import { httpMessage, sendHttpError, type RouteErrors } from '../http-errors.ts';
import { acceptFormBodies, isFormPost } from '../form-body.ts';
import { htmlPageSecurityPolicy } from '../html-page.tsx';
import { renderSignupFormPage } from './signup-form-page.tsx';
import { siteOrigin, sitePath } from '../inquiries/redirect.ts';
import { newRecordId } from '../../store/record-id.ts';

export interface SignupRouteOptions {
  readonly store: Pick<VisitorStore, 'add' | 'ping' | 'close'>;
  /** Requests per minute per client address; 0 turns the limit off. */
  readonly rateLimit: number;
  /** Origins of a statically hosted copy of the site allowed to call the API. */
  readonly allowedOrigins: readonly string[];
  /** How consent is given and recorded: single opt-in, or double with a confirmation e-mail. */
  readonly consent: ConsentRequest;
  /** Called after a double opt-in sign-up's commit: a confirmation e-mail may be queued. */
  readonly onQueued?: () => void;
}

/** What the route reads: the JSON request, and the hidden fields of the form without script. */
type SignupBody = SignupRequest & {
  readonly [SIGNUP_BASE_FIELD]?: string;
  readonly [SITE_ORIGIN_FIELD]?: string;
};

const bodySchema = {
  type: 'object',
  required: ['email'],
  properties: {
    email: { type: 'string', maxLength: 1024 },
    [HONEYPOT_FIELD]: { type: 'string', maxLength: 1024 },
    [SIGNUP_BASE_FIELD]: { type: 'string', maxLength: 300 },
    [SIGNUP_PAGE_FIELD]: { type: 'string', maxLength: 300 },
    [SITE_ORIGIN_FIELD]: { type: 'string', maxLength: 300 },
  },
} as const;

/**
 * Fastify's validator coerces types (`42` or `["a@b.fr"]` would become a
 * string); a sign-up body means what it says, so it is checked before.
 */
function hasStringFields(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { email, [HONEYPOT_FIELD]: honeypot } = body as Record<string, unknown>;
  return typeof email === 'string' && (honeypot === undefined || typeof honeypot === 'string');
}

const badBody = () =>
  Object.assign(new Error('sign-up body is not {"email": string}'), { statusCode: 400 });

export const signupMessages = {
  badBody: 'Requête invalide\u00a0: envoyez {"email": "votre adresse"} en JSON.',
  notJson: 'La requête doit être envoyée en JSON (Content-Type: application/json).',
  tooManyToDomain:
    'Trop d’inscriptions depuis votre connexion vers ce fournisseur de messagerie. Merci de réessayer dans une heure.',
  otherSpelling:
    'Cette adresse a déjà été inscrite aujourd’hui depuis votre connexion, écrite autrement. Merci de reprendre la même écriture, ou de réessayer demain.',
  unavailable: 'L’inscription est momentanément indisponible. Merci de réessayer plus tard.',
} as const;

/**
 * The route's failures (http-errors.ts): bad input (malformed JSON, wrong
 * type, oversized or non-JSON body) is a 4xx, never a 500; storage trouble a
 * 503 the visitor can retry. A form sent without script gets the form again.
 */
const errors: RouteErrors = {
  messages: {
    400: signupMessages.badBody,
    413: httpMessage(413),
    415: signupMessages.notJson,
    429: httpMessage(429),
    503: signupMessages.unavailable,
  },
  // The JSON wording means nothing under a form: it says to try again.
  formMessages: { 400: httpMessage(500) },
  formPage: (request, reply, status, message) => formPage(reply, status, message, request.body),
};

const failure = { type: 'object', properties: { error: { type: 'string' } } } as const;

/**
 * `POST /api/signups`: checks the address, stores it once whatever its case,
 * and answers 201 only after the commit. A repeat gets a fresh random id,
 * like a new address, so the answer never tells whether an address is
 * registered (docs/decisions/002-signup-storage.md). Nothing here reads the list.
 */
export const signupRoutes: FastifyPluginCallback<SignupRouteOptions> = (app, options, done) => {
  const domainBudget = new DomainBudget();
  const spellings = new MailboxSpellings();
  // Counted once the address is valid: a mistake to fix spends nothing (security review L5).
  const perMinute = handlerLimit(app, options.rateLimit, 60_000);
  // Fastify parses text/plain by default; the contract wants JSON (else 415),
  // or a form sent without script (PRODUCT.md decision 19).
  app.removeContentTypeParser('text/plain');
  acceptFormBodies(app, 4 * 1024);
  allowCrossOrigin(app, SIGNUP_API_PATH, options.allowedOrigins);
  refuseCrossSitePosts(app, options.allowedOrigins);
  app.post<{ Body: SignupBody }>(
    SIGNUP_API_PATH,
    {
      schema: {
        body: bodySchema,
        response: {
          201: {
            type: 'object',
            required: ['id', 'confirmByEmail'],
            properties: { id: { type: 'string' }, confirmByEmail: { type: 'boolean' } },
          },
          '4xx': failure,
          '5xx': failure,
        },
      },
      config: { errors },
      preValidation: (request, _reply, done) => {
        done(hasStringFields(request.body) ? undefined : badBody());
      },
    },
    async (request, reply) => {
      const arrived = performance.now();
      void reply.header('Cache-Control', 'no-store');
      // The same for every 201 of this server, new address or not: it tells
      // the page to ask for the confirmation, never whether one was sent.
      const confirmByEmail = options.consent.mode === 'double';
      const created = (id: string): SignupCreated => ({ id, confirmByEmail });
      const form = isFormPost(request.headers['content-type']);
      // A form without script gets the outcome page (303), as the page's
      // script shows it; a static copy of the site, its own page.
      const answer = (id: string) => {
        if (!form) return reply.code(201).send(created(id));
        const origin = siteOrigin(
          [request.body[SITE_ORIGIN_FIELD], request.headers.origin],
          options.allowedOrigins,
        );
        const base = (sitePath(request.body[SIGNUP_BASE_FIELD]) ?? '/').replace(/\/+$/, '');
        return reply.redirect(`${origin}${base}${signupDonePath(confirmByEmail)}`, 303);
      };
      const check = checkEmail(request.body.email);
      if (!check.ok) {
        if (form) return formPage(reply, 400, check.message, request.body);
        return reply.code(400).send({ error: check.message });
      }

      if (request.body[HONEYPOT_FIELD]) {
        request.log.info({ email: maskEmail(check.email) }, 'sign-up ignored: honeypot filled');
        await notBefore(arrived + SAME_ANSWER_TIME_MS);
        return answer(newRecordId());
      }

      const wait = await perMinute(request);
      if (wait !== undefined) {
        void reply.header('Retry-After', String(wait));
        return sendHttpError(request, reply, 429);
      }

      // One spelling of a mailbox a day per client (security review L9), and
      // a domain's confirmation e-mails, real visitors first (throttle.ts).
      const spelling = confirmByEmail ? spellings.take(clientOf(request), check.email) : null;
      if (spelling === undefined) {
        void reply.header('Retry-After', String(24 * 3600));
        if (form) return formPage(reply, 429, signupMessages.otherSpelling, request.body);
        return reply.code(429).send({ error: signupMessages.otherSpelling });
      }
      const taken = confirmByEmail ? domainBudget.take(clientOf(request), check.email) : null;
      if (taken === undefined) {
        if (spelling) spellings.giveBack(spelling);
        void reply.header('Retry-After', '3600');
        if (form) return formPage(reply, 429, signupMessages.tooManyToDomain, request.body);
        return reply.code(429).send({ error: signupMessages.tooManyToDomain });
      }

      // Made here, before the store is asked, and given back either way: a
      // repeat's id is made at the same moment, by the same generator, as a
      // new address's (an id made after the commit would bear a later time).
      const id = newRecordId();
      const { email, key } = check;
      let result;
      try {
        result = await options.store.add({ id, email, key, consent: options.consent });
      } catch (error) {
        // Not stored (503): the share goes back, so the retry is the same
        // sign-up, not a second one (PRODUCT.md decision 33).
        if (taken) domainBudget.giveBack(taken);
        if (spelling) spellings.giveBack(spelling);
        throw error;
      }
      if (confirmByEmail) options.onQueued?.();
      if (result.created) {
        // The page the form was sent from, as the form said (its hidden field,
        // or the page's script): the audience's conversions by page.
        const page = sitePath(request.body[SIGNUP_PAGE_FIELD]);
        request.server.audience.recordConversion('signup', request, page);
        request.log.info({ signupId: id, email: maskEmail(check.email) }, 'sign-up stored');
      } else {
        request.log.info({ email: maskEmail(check.email) }, 'sign-up repeated: nothing stored');
      }
      await notBefore(arrived + SAME_ANSWER_TIME_MS);
      return answer(id);
    },
  );
  done();
};

/**
 * No 201 leaves before this long after the request arrived. A new address
 * costs the database a little more than a registered one (on PostgreSQL
 * 0.87 ms against 0.63 ms, medians on a quiet machine), so a threshold on the
 * answer time told them apart 85 % of the time (issue 19, item 3). Both take
 * well under this floor, so both are answered at it: the wait costs no CPU,
 * and under load, when both take longer, the commit dominates both alike.
 */
const SAME_ANSWER_TIME_MS = 3;

/**
 * Resolves at `instant` (performance.now()), not before and barely after: a
 * timer counts from the event loop's millisecond clock, read when the loop
 * turned, so alone it would end earlier or later by up to a millisecond
 * depending on when the work before it finished, which is what must not
 * show. The timer brings it within a millisecond; the loop's next turns
 * close the rest.
 */
async function notBefore(instant: number): Promise<void> {
  const coarse = instant - performance.now() - 1;
  if (coarse > 0) await new Promise((resolve) => setTimeout(resolve, coarse));
  while (performance.now() < instant) await new Promise((resolve) => setImmediate(resolve));
}

/** A refused form sent without script: the form again, with the address as typed and the reason on it. */
function formPage(reply: FastifyReply, status: number, message: string, body: unknown) {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const back = sitePath(fields[SIGNUP_PAGE_FIELD]) ?? SIGNUP_FORM_PAGE;
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', htmlPageSecurityPolicy([]))
    .type('text/html; charset=utf-8')
    .send(renderSignupFormPage({ values: fields, problem: message, backHref: back }));
}
