import type { ConfirmationToSend } from './confirmation-store.ts';
import type { InquiryToSend, NewInquiry } from './inquiry-store.ts';
import type { AddResult, NewSignup } from './signup-store.ts';

/**
 * The messages between the SQLite store (sqlite-writer-client.ts, on the
 * HTTP thread) and its writer thread (sqlite-writer.ts). Each command is
 * answered by a reply of the same `type` and `seq`, or by `failed` when its
 * transaction failed (the thread lives on and takes the next command).
 * Dates cross as Date objects (structured clone).
 */
export type WriterCommand =
  | { readonly type: 'ping' }
  | { readonly type: 'add'; readonly signups: readonly NewSignup[] }
  | { readonly type: 'confirm'; readonly token: string; readonly now: Date }
  | { readonly type: 'claim'; readonly limit: number; readonly leaseMs: number; readonly now: Date }
  | { readonly type: 'sent'; readonly emailId: string }
  | {
      readonly type: 'sendFailed';
      readonly emailId: string;
      readonly retryAt: Date | undefined;
      readonly error: string;
    }
  | { readonly type: 'expire'; readonly cutoff: Date }
  | { readonly type: 'unsubscribe'; readonly token: string }
  | InquiryCommand;

/** The quote requests' commands (sqlite-inquiry-writes.ts). */
export type InquiryCommand =
  | { readonly type: 'addInquiry'; readonly inquiry: NewInquiry; readonly now: Date }
  | { readonly type: 'rejectInquiry'; readonly reason: string; readonly now: Date }
  | {
      readonly type: 'claimInquiries';
      readonly limit: number;
      readonly leaseMs: number;
      readonly now: Date;
    }
  | { readonly type: 'inquirySent'; readonly inquiryId: string }
  | {
      readonly type: 'inquiryFailed';
      readonly inquiryId: string;
      readonly retryAt: Date;
      readonly error: string;
    };

export type WriterRequest = (WriterCommand & { readonly seq: number }) | { readonly type: 'close' };

export type WriterAnswer =
  | { readonly type: 'ping'; readonly seq: number }
  | { readonly type: 'add'; readonly seq: number; readonly results: readonly AddResult[] }
  | { readonly type: 'confirm'; readonly seq: number; readonly result: 'confirmed' | 'unknown' }
  | {
      readonly type: 'claim';
      readonly seq: number;
      readonly confirmations: readonly ConfirmationToSend[];
    }
  | { readonly type: 'sent'; readonly seq: number }
  | { readonly type: 'sendFailed'; readonly seq: number }
  | { readonly type: 'expire'; readonly seq: number; readonly count: number }
  | { readonly type: 'unsubscribe'; readonly seq: number; readonly erased: boolean }
  | { readonly type: 'addInquiry'; readonly seq: number; readonly created: boolean }
  | { readonly type: 'rejectInquiry'; readonly seq: number }
  | {
      readonly type: 'claimInquiries';
      readonly seq: number;
      readonly inquiries: readonly InquiryToSend[];
    }
  | { readonly type: 'inquirySent'; readonly seq: number }
  | { readonly type: 'inquiryFailed'; readonly seq: number };

export type WriterReply =
  WriterAnswer | { readonly type: 'failed'; readonly seq: number; readonly message: string };

/** What the thread is started with (`workerData`). */
export interface WriterData {
  readonly file: string;
}
