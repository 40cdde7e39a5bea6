import type { AudienceBatch } from '../audience-store.ts';
import type { ConfirmationToSend } from '../confirmation-store.ts';
import type { InquiryToSend, NewInquiry } from '../inquiry-store.ts';
import type { AddResult, NewSignup } from '../signup-store.ts';

/**
 * What the SQLite store's writer thread (sqlite/writer.ts) does for the HTTP
 * thread (sqlite/writer-client.ts), one method per write, each run in the
 * thread on its own connection. This interface is the whole protocol: a new
 * write is one method here and its implementation in the thread; the client
 * calls it by name (`writer.call('add', signups)`), typed from here.
 * Arguments and results cross by structured clone (Dates stay Dates).
 */
export interface WriterOperations {
  readonly ping: () => void;
  /** One small committed write (health_probe): whether the file accepts writes. */
  readonly probeWrite: (now: Date) => void;
  readonly add: (signups: readonly NewSignup[]) => readonly AddResult[];
  readonly confirm: (token: string, now: Date) => 'confirmed' | 'unknown';
  readonly claim: (limit: number, leaseMs: number, now: Date) => ConfirmationToSend[];
  readonly sent: (emailId: string) => void;
  readonly sendFailed: (emailId: string, retryAt: Date | undefined, error: string) => void;
  readonly expire: (cutoff: Date) => number;
  readonly unsubscribe: (token: string) => boolean;
  readonly audience: (batch: AudienceBatch) => void;
  // Quote requests (sqlite/inquiry-writes.ts).
  readonly addInquiry: (inquiry: NewInquiry, now: Date) => { created: boolean };
  readonly rejectInquiry: (reason: string, now: Date) => void;
  readonly claimInquiries: (limit: number, leaseMs: number, now: Date) => InquiryToSend[];
  readonly inquirySent: (inquiryId: string) => void;
  readonly inquiryFailed: (inquiryId: string, retryAt: Date, error: string) => void;
}

export type WriterOperation = keyof WriterOperations;

/** One call: the operation's name and arguments, and a number its reply repeats. */
export type WriterCall = {
  [Name in WriterOperation]: {
    readonly seq: number;
    readonly operation: Name;
    readonly args: Parameters<WriterOperations[Name]>;
  };
}[WriterOperation];

export type WriterRequest = WriterCall | { readonly operation: 'close' };

/**
 * The thread's reply to a call: its result, or the message of the error its
 * transaction failed with (the thread lives on and takes the next call).
 */
export type WriterReply =
  | { readonly seq: number; readonly ok: true; readonly value: unknown }
  | { readonly seq: number; readonly ok: false; readonly message: string };

/** What the thread is started with (`workerData`). */
export interface WriterData {
  readonly file: string;
}
