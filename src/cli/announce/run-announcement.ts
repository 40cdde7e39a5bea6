import type { OwnerStore } from '../../store/owner.ts';
import type { Recipient } from '../../store/owner.ts';
import { deliveryAddress, maskEmail } from '../../shared/email.ts';
import { print, type CliIo } from '../io.ts';
import { signatureLinks } from '../../mail/links.ts';
import { composeAnnouncement, unsubscribeLinks } from './compose.tsx';
import { createProgress } from './progress.ts';
import type { MailSender } from '../../mail/smtp-sender.ts';

export interface AnnouncementRun {
  /** `YYYY-MM-DD`. */
  readonly releaseDate: string;
  readonly publicUrl: string;
  /** This server's public address when the pages are elsewhere (API_URL). */
  readonly apiUrl?: string | undefined;
  readonly sender: MailSender;
  /** Resolves when the next message may go (the rate limit). */
  readonly throttle: () => Promise<void>;
  /** Also send to addresses an interrupted run left uncertain (they may get it twice). */
  readonly retryUncertain: boolean;
  /** Becomes true when the owner asks to stop (Ctrl-C): the run ends after the current message. */
  readonly stopRequested?: () => boolean;
}

export interface AnnouncementReport {
  readonly sent: number;
  /** Refused by the server or never reached it: nothing was delivered, the next run tries again. */
  readonly refused: readonly { email: string; reason: string }[];
  /** The conversation broke off: the message may have been delivered. */
  readonly uncertain: readonly { email: string; reason: string }[];
  readonly stopped: boolean;
}

/**
 * Sends the announcement to every address not yet written to for this
 * release date, recording each delivery so that no run ever writes to an
 * address twice (docs/decisions/004-announce-at-most-once.md):
 *
 * 1. claim: 'sending' is committed before the SMTP conversation;
 * 2. the server accepts the message: 'sent' is committed;
 *    the server refuses it (an SMTP reply 4xx/5xx) or cannot be reached: the
 *    claim is dropped, the next run tries again; the conversation breaks off
 *    later: the claim stays, as the message may have gone, and the address is
 *    reported as uncertain.
 *
 * A crash between 1 and 2 leaves 'sending' too: the next run skips and
 * reports those addresses; `--retry-uncertain` sends to them again.
 */
export async function runAnnouncement(
  store: OwnerStore,
  io: CliIo,
  run: AnnouncementRun,
): Promise<AnnouncementReport> {
  const pending = await store.pendingRecipients(run.releaseDate);
  const uncertainBefore = await store.uncertainRecipients(run.releaseDate);
  const targets: { recipient: Recipient; retry: boolean }[] = [
    ...(run.retryUncertain ? uncertainBefore.map((recipient) => ({ recipient, retry: true })) : []),
    ...pending.map((recipient) => ({ recipient, retry: false })),
  ];
  if (!run.retryUncertain && uncertainBefore.length > 0) {
    print(
      io.stderr,
      `${uncertainBefore.length} address(es) left uncertain by an interrupted run are skipped (see the end of this report).`,
    );
  }

  const progress = createProgress(io.stderr, io.interactive, targets.length);
  let sent = 0;
  let stopped = false;
  const refused: { email: string; reason: string }[] = [];
  const uncertain: { email: string; reason: string }[] = [];

  for (const [index, { recipient, retry }] of targets.entries()) {
    if (run.stopRequested?.()) {
      stopped = true;
      break;
    }
    await run.throttle();
    const token = retry
      ? await store.reclaim(recipient.id, run.releaseDate)
      : await store.claim(recipient.id, run.releaseDate);
    // Unsubscribed or erased since the list was read, or taken by another run.
    if (token === undefined) continue;
    const message = composeAnnouncement(
      run.releaseDate,
      unsubscribeLinks(run.publicUrl, token, run.apiUrl),
      signatureLinks(run.publicUrl),
    );
    try {
      await run.sender.send({ ...message, to: deliveryAddress(recipient.email) });
      await store.markSent(recipient.id, run.releaseDate);
      sent += 1;
      progress.update(index + 1, `sent to ${maskEmail(recipient.email)}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (certainlyNotDelivered(error)) {
        await store.releaseClaim(recipient.id, run.releaseDate);
        refused.push({ email: recipient.email, reason });
        progress.update(index + 1, `refused for ${maskEmail(recipient.email)}`);
      } else {
        uncertain.push({ email: recipient.email, reason });
        progress.update(index + 1, `uncertain for ${maskEmail(recipient.email)}`);
      }
    }
  }
  progress.end();

  const stillUncertain = run.retryUncertain
    ? []
    : uncertainBefore.map(({ email }) => ({ email, reason: 'interrupted run' }));
  return { sent, refused, uncertain: [...stillUncertain, ...uncertain], stopped };
}

/**
 * Whether the failure certainly left the message undelivered: the server
 * answered no (4xx/5xx), or the conversation never reached the message
 * (no connection, no TLS, login refused, address refused). A connection lost
 * later may have happened after the server took the message.
 */
export function certainlyNotDelivered(error: unknown): boolean {
  const failure = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
  };
  if (typeof failure.responseCode === 'number' && failure.responseCode >= 400) return true;
  if (typeof failure.code === 'string' && BEFORE_MESSAGE_CODES.has(failure.code)) return true;
  if (failure.syscall === 'connect' || failure.syscall === 'getaddrinfo') return true;
  return (
    typeof failure.message === 'string' &&
    /Connection timeout|Greeting never received/.test(failure.message)
  );
}

/** Nodemailer's error codes for failures before any message data is sent. */
const BEFORE_MESSAGE_CODES = new Set(['EDNS', 'EAUTH', 'ETLS', 'EENVELOPE', 'EREQUIRETLS']);

export function printReport(io: CliIo, releaseDate: string, report: AnnouncementReport): void {
  print(io.stdout, `Announcement of ${releaseDate}: sent to ${report.sent} address(es).`);
  if (report.stopped) print(io.stdout, 'Stopped on request: run the same command again to go on.');
  if (report.refused.length > 0) {
    print(
      io.stdout,
      `Not sent (${report.refused.length}): the mail server refused them or could not be reached; the next run tries them again:`,
    );
    for (const { email, reason } of report.refused) print(io.stdout, `  ${email}: ${reason}`);
  }
  if (report.uncertain.length > 0) {
    print(
      io.stdout,
      `Uncertain (${report.uncertain.length}): the run broke off while sending, the message may have been delivered. They are not retried, so nobody gets it twice; add --retry-uncertain to send to them again anyway:`,
    );
    for (const { email, reason } of report.uncertain) print(io.stdout, `  ${email}: ${reason}`);
  }
}
