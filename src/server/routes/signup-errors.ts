import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { StoreUnavailableError } from '../../store/server-store.ts';

export const signupMessages = {
  badBody: 'Requête invalide\u00a0: envoyez {"email": "votre adresse"} en JSON.',
  tooLarge: 'Requête trop volumineuse.',
  notJson: 'La requête doit être envoyée en JSON (Content-Type: application/json).',
  tooMany: 'Trop de demandes depuis votre connexion. Merci de réessayer dans une minute.',
  tooManyToDomain:
    'Trop d’inscriptions depuis votre connexion vers ce fournisseur de messagerie. Merci de réessayer dans une heure.',
  otherSpelling:
    'Cette adresse a déjà été inscrite aujourd’hui depuis votre connexion, écrite autrement. Merci de reprendre la même écriture, ou de réessayer demain.',
  unavailable: 'L’inscription est momentanément indisponible. Merci de réessayer plus tard.',
  internal: 'Une erreur est survenue, merci de réessayer.',
} as const;

/**
 * Every failure of the sign-up route as a JSON body with a French message.
 * Bad input (malformed JSON, wrong type, oversized or non-JSON body) is a
 * 4xx, never a 500; storage trouble is a 503 the visitor can retry.
 */
export function signupErrorHandler(
  error: FastifyError | StoreUnavailableError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  void reply.header('Cache-Control', 'no-store');
  if (error instanceof StoreUnavailableError) {
    request.log.error({ err: error }, 'sign-up storage unavailable');
    return reply.code(503).send({ error: signupMessages.unavailable });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.code(429).send({ error: signupMessages.tooMany });
  if (status === 413) return reply.code(413).send({ error: signupMessages.tooLarge });
  if (status === 415) return reply.code(415).send({ error: signupMessages.notJson });
  if (status >= 400 && status < 500) {
    return reply.code(400).send({ error: signupMessages.badBody });
  }
  request.log.error({ err: error }, 'sign-up failed');
  return reply.code(500).send({ error: signupMessages.internal });
}
