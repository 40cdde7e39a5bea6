import type { AddResult, NewSignup } from './signup-store.ts';

/**
 * The messages between the SQLite store (sqlite-writer-client.ts, on the
 * HTTP thread) and its writer thread (sqlite-writer.ts). Each command is
 * answered by a reply of the same `type` and `seq`, or by `failed` when its
 * transaction failed (the thread lives on and takes the next command).
 */
export type WriterCommand =
  { readonly type: 'ping' } | { readonly type: 'add'; readonly signups: readonly NewSignup[] };

export type WriterRequest = (WriterCommand & { readonly seq: number }) | { readonly type: 'close' };

export type WriterAnswer =
  | { readonly type: 'ping'; readonly seq: number }
  | { readonly type: 'add'; readonly seq: number; readonly results: readonly AddResult[] };

export type WriterReply =
  WriterAnswer | { readonly type: 'failed'; readonly seq: number; readonly message: string };

/** What the thread is started with (`workerData`). */
export interface WriterData {
  readonly file: string;
}
