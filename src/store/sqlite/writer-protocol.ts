import type { ServerWrites } from '../writes.ts';

/**
 * What the SQLite store's writer thread (sqlite/writer.ts) does for the HTTP
 * thread (sqlite/writer-client.ts): the server's writes (writes.ts), each
 * run in the thread on its own connection, called by name
 * (`writer.call('add', signups)`) and typed from there. Arguments and
 * results cross by structured clone (Dates stay Dates).
 */
export type WriterOperations = ServerWrites;

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
