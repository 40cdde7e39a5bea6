import { createHash } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { inquiryBudgets, inquiryForm, inquiryTooMany } from '../../content/inquiry.ts';
import { inquirySubjects } from '../../content/inquiry-subjects.ts';
import { maskEmail } from '../../shared/email.ts';
import {
  INQUIRY_API_PATH,
  INQUIRY_CHALLENGE_PATH,
  INQUIRY_HONEYPOT,
  INQUIRY_PAGE,
  INQUIRY_PROOF,
  inquiryMessages as messages,
  type InquiryCreated,
  type InquiryRefused,
} from '../../shared/inquiry-api.ts';
import { SITE_ORIGIN_FIELD } from '../../shared/signup-api.ts';
import { checkInquiry, storedMessage, type CheckedInquiry } from '../../shared/inquiry-check.ts';
import type { ServerStore } from '../../store/open-store.ts';
import type { RejectionReason } from '../../store/types.ts';
import { newRecordId } from '../../store/record-id.ts';
import { acceptFormBodies, isFormPost } from '../form-body.ts';
import { renderFormPage } from '../inquiries/form-page.tsx';
import { htmlPageSecurityPolicy, renderProblemPage } from '../html-page.tsx';
import type { Proofs } from '../inquiries/proof.ts';
import { sitePath, siteOrigin, subjectFromReferer, thanksLocation } from '../inquiries/redirect.ts';
import { hourlyLimit, rateLimited } from '../rate-limit.ts';
import { httpMessage, sendHttpError, type RouteErrors } from '../http-errors.ts';
import { allowCrossOrigin, refuseCrossSitePosts } from './cross-origin.ts';

export interface InquiryRouteOptions {
  readonly store: Pick<ServerStore, 'addInquiry' | 'countRejection'>;
  readonly proofs: Proofs;
  /** Requests an hour per client with a proof of work (a fifth without); 0 turns it off. */
  readonly rateLimit: number;
  /** Challenges a minute per client (SIGNUP_RATE_LIMIT, as every public door); 0 turns it off. */
  readonly challengeRateLimit: number;
  /** Origins of a statically hosted copy of the site allowed to post here. */
  readonly allowedOrigins: readonly string[];
  /** Called after a request was stored: its owner's e-mail is queued. */
  readonly onStored?: () => void;
}

/** A message of 5,000 characters, form-encoded, may take three times that in octets and more. */
const BODY_LIMIT = 64 * 1024;

const choices = {
  offers: inquirySubjects.map((subject) => subject.value),
  budgets: inquiryBudgets.map((budget) => budget.key),
};

type Body = Record<string, unknown>;

/** The same message from the same address: its key for « stored once within the hour ». */
function dedupeKey(inquiry: Pick<CheckedInquiry, 'emailKey' | 'message'>): string {
  const message = inquiry.message.replace(/\s+/g, ' ').toLowerCase();
  return createHash('sha256').update(`${inquiry.emailKey}\n${message}`).digest('base64url');
}

/**
 * The route's failures (http-errors.ts): bad input (malformed JSON, an
 * oversized body, another type) is a 4xx in French, never a 500; a form
 * without script gets it as a short page.
 */
const errors: RouteErrors = {
  messages: {
    400: messages.badBody,
    413: httpMessage(413),
    415: messages.badBody,
    429: inquiryTooMany,
    500: messages.unavailable,
    503: messages.unavailable,
  },
  formPage: (_request, reply, _status, message) =>
    reply
      .header('Content-Security-Policy', htmlPageSecurityPolicy([]))
      .type('text/html; charset=utf-8')
      .send(renderProblemPage(inquiryForm.heading, message, '/')),
};

/**
 * The request is an object of fields, whose check (checkInquiry) says in
 * French what each one lacks; the answers are the contract's (inquiry-api.ts).
 */
const schema = {
  body: { type: 'object' },
  response: {
    201: { type: 'object', required: ['status'], properties: { status: { const: 'received' } } },
    '4xx': {
      type: 'object',
      properties: {
        error: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        retryAfter: { type: 'integer' },
      },
    },
  },
} as const;

const stringsOf = (body: Body): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/**
 * `POST /api/inquiries` (form-encoded without script, JSON with it) and
 * `GET /api/inquiries/challenge`. A request is kept only once committed
 * (the 2xx follows the commit: a crash loses nothing acknowledged), and its
 * owner's e-mail is queued in the same transaction. Robots are kept out
 * without tracking anyone: a honeypot, a minimum fill time and a proof of
 * work (proof.ts); what fails those is counted, never stored nor mailed,
 * and answered exactly like a success, so a robot learns nothing. A request
 * without proof (no script) is kept, marked « non vérifié », on a smaller
 * budget per client: a fifth, so that a robot cannot fill the table through
 * that door.
 */
export const inquiryRoutes: FastifyPluginCallback<InquiryRouteOptions> = (app, options, done) => {
  acceptFormBodies(app, BODY_LIMIT);
  allowCrossOrigin(app, INQUIRY_API_PATH, options.allowedOrigins);
  refuseCrossSitePosts(app, options.allowedOrigins);
  const limits = {
    verified: hourlyLimit(app, options.rateLimit),
    unverified: hourlyLimit(
      app,
      options.rateLimit && Math.max(1, Math.floor(options.rateLimit / 5)),
    ),
  };
  const formPagePolicy = htmlPageSecurityPolicy(options.allowedOrigins);

  // A visitor needs one challenge a request (a few with retries): a client
  // asking for more is made to wait like at every other public door.
  app.get(
    INQUIRY_CHALLENGE_PATH,
    { config: { ...rateLimited(options.challengeRateLimit), errors } },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await options.proofs.challenge()),
  );

  app.post<{ Body: Body }>(
    INQUIRY_API_PATH,
    { bodyLimit: BODY_LIMIT, schema, config: { errors } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const form = isFormPost(request.headers['content-type']);
      const fields = request.body;
      const origin = siteOrigin(
        [fields[SITE_ORIGIN_FIELD], request.headers.origin],
        options.allowedOrigins,
      );
      const received = () =>
        form
          ? reply.redirect(thanksLocation(fields, origin), 303)
          : reply.code(201).send({ status: 'received' } satisfies InquiryCreated);

      const formAgain = (status: number, problem: string, errors = {}) =>
        reply
          .code(status)
          .header('Content-Security-Policy', formPagePolicy)
          .type('text/html; charset=utf-8')
          .send(
            renderFormPage({
              values: stringsOf(fields),
              errors,
              problem,
              backHref: `${origin}${sitePath(fields[INQUIRY_PAGE]) ?? '/'}`,
            }),
          );
      const turnAway = async (reason: RejectionReason) => {
        await options.store.countRejection(reason).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not count a turned-away quote request');
        });
        request.log.info({ reason }, 'quote request turned away');
        return received();
      };

      // Only a robot's signs (the trap filled, a forged or replayed proof) get
      // the silent treatment: counted for the owner (`inquiries stats`), and
      // answered like a success so that a robot learns nothing.
      const proof = fields[INQUIRY_PROOF];
      const { verdict, waitMs } = await options.proofs.verify(proof);
      const honeypot = fields[INQUIRY_HONEYPOT];
      if (typeof honeypot === 'string' && honeypot !== '') return turnAway('honeypot');
      if (verdict === 'bad-proof') return turnAway('bad-proof');
      // A valid proof sent early is a hurried person or a retry: asked to wait
      // a few seconds (the page's script waits and sends again by itself).
      if (verdict === 'too-fast') {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        void reply.header('Retry-After', String(seconds));
        if (form) return formAgain(429, messages.tooSoon);
        return reply.code(429).send({ error: messages.tooSoon, retryAfter: seconds });
      }

      // A form sent without script keeps the subject its link chose (redirect.ts).
      if (form && !fields.offer)
        fields.offer = subjectFromReferer(request.headers.referer, choices.offers);
      // Fields before limits: a mistake the visitor can fix spends no budget.
      const check = checkInquiry(fields, choices);
      if (!check.ok) {
        if (form) return formAgain(400, inquiryForm.invalid, check.fields);
        const refused: InquiryRefused = { error: messages.badBody, fields: check.fields };
        return reply.code(400).send(refused);
      }
      const verified = verdict === 'verified';
      const wait = await limits[verified ? 'verified' : 'unverified'](request);
      if (wait !== undefined) {
        void reply.header('Retry-After', String(wait));
        if (form) return formAgain(429, inquiryTooMany);
        return sendHttpError(request, reply, 429);
      }
      const { details, cameFrom, ...inquiry } = check.inquiry;
      const requestKey = dedupeKey(inquiry);
      // A proof is good for one request: used up only now, so a request
      // refused above can be sent again with it; the same request sent again
      // with it (a retry after a 503, a double click) is a repeat, which the
      // store keeps once (PRODUCT.md decision 33).
      if (verified && options.proofs.spend(proof, requestKey) === 'replay') {
        return turnAway('bad-proof');
      }

      const id = newRecordId();
      const page = sitePath(fields[INQUIRY_PAGE]);
      try {
        const { created } = await options.store.addInquiry({
          ...inquiry,
          message: storedMessage({ ...inquiry, details, cameFrom }),
          id,
          verified,
          page: page ?? null,
          dedupeKey: requestKey,
        });
        if (created) {
          options.onStored?.();
          request.server.audience.recordConversion('inquiry', request, page);
        }
        request.log.info(
          { inquiryId: created ? id : undefined, email: maskEmail(inquiry.email), verified },
          created
            ? 'quote request stored'
            : 'quote request repeated within the hour: nothing stored',
        );
      } catch (error) {
        // Not stored, or not known to be: the proof goes back, so that the
        // visitor's retry with it is stored (once: the dedupe key) rather than
        // taken for a replay and answered as received.
        if (verified) options.proofs.giveBack(proof, requestKey);
        throw error;
      }
      return received();
    },
  );
  done();
};
