import type { ConfirmationToSend } from './confirmation-store.ts';
import type { AudienceBatch } from './audience-store.ts';
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
  | { readonly type: 'audience'; readonly batch: AudienceBatch };

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
  | { readonly type: 'audience'; readonly seq: number };

export type WriterReply =
  WriterAnswer | { readonly type: 'failed'; readonly seq: number; readonly message: string };

/** What the thread is started with (`workerData`). */
export interface WriterData {
  readonly file: string;
}
