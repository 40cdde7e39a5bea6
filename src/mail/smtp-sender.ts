import nodemailer from 'nodemailer';

/** A message's content, as a composer makes it (announcement, confirmation). */
export interface ComposedMessage {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface OutgoingMessage extends ComposedMessage {
  readonly to: string;
  /** Where a reply goes, when not to the sender (the owner's e-mail about a quote request). */
  readonly replyTo?: string;
}

export interface MailSender {
  /** Resolves once the SMTP server has accepted the message, rejects otherwise. */
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * Sends through the SMTP server of `SMTP_URL` (`smtp://`, or `smtps://` for
 * implicit TLS; user and password in the URL). One pooled connection, reused
 * from message to message, as a provider expects from a bulk sender.
 */
export function createSmtpSender(
  smtpUrl: string,
  from: string,
  /** Longest wait for the server at each step (connect, greeting, any reply). */
  timeoutMs?: number,
): MailSender {
  const timeouts =
    timeoutMs === undefined
      ? {}
      : { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    ...timeouts,
  });
  // Closing fails the send in flight at once: a server that took the message
  // and never answers would otherwise hold whoever waits for it (a shutdown)
  // until the socket timeout. Unanswered, the message counts as not sent.
  let abort: (error: Error) => void = () => {};
  const closed = new Promise<never>((_resolve, reject) => {
    abort = reject;
  });
  closed.catch(() => {});
  return {
    async send(message) {
      const sending = transport.sendMail({
        from,
        to: message.to,
        // An address object, never a string nodemailer would parse as a list.
        ...(message.replyTo ? { replyTo: { name: '', address: message.replyTo } } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      sending.catch(() => {});
      const info = await Promise.race([sending, closed]);
      // A server may accept the transaction yet refuse the only recipient.
      if (info.rejected.length > 0) {
        throw new Error(`recipient refused: ${info.response}`);
      }
    },
    close() {
      abort(new Error('SMTP transport closed before the server answered'));
      transport.close();
    },
  };
}

/**
 * Spaces sends to at most `perMinute` a minute (0: no limit), evenly, so a
 * provider's hourly quota or a small server is not flooded.
 */
export function createThrottle(
  perMinute: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = Date.now,
): () => Promise<void> {
  const interval = perMinute > 0 ? 60_000 / perMinute : 0;
  let next = 0;
  return async () => {
    if (interval === 0) return;
    const wait = next - now();
    if (wait > 0) await sleep(wait);
    next = Math.max(next, now()) + interval;
  };
}

/**
 * Connects to SMTP_URL's server and logs in as the server's mailers will
 * (nodemailer's `verify`), sending nothing: resolves when the server accepts
 * the connection and the credentials, rejects with its reason otherwise.
 */
export async function verifySmtp(smtpUrl: string, timeoutMs = 15_000): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}
