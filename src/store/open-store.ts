import Database from 'better-sqlite3';
import { parseDatabaseUrl } from '../config/database-url.ts';
import { openSql, REQUEST_LOCK_TIMEOUT_MS } from './connect.ts';
import { GroupCommit } from './group-commit.ts';
import { throttledWriteProbe } from './health-probe.ts';
import { SqliteWriter } from './sqlite/writer.ts';
import { StoreUnavailableError, type AddResult, type NewSignup } from './types.ts';
import { serverWrites, type ServerWrites } from './writes.ts';

export interface OpenStoreOptions {
  /** Where to report errors of idle PostgreSQL connections. */
  readonly onIdleError?: (error: Error) => void;
  /** Sign-ups committed together at most (group commit; 1: one transaction each, the naive server). */
  readonly maxBatch?: number;
}

/** How the server reaches its database: the one place the engines differ here. */
interface Transport {
  readonly call: <N extends keyof ServerWrites>(
    name: N,
    ...args: Parameters<ServerWrites[N]>
  ) => ReturnType<ServerWrites[N]>;
  /** Throws unless the database answers a read. */
  readonly read: () => Promise<void>;
  readonly close: () => Promise<void>;
  /** Takes storage away as a crash would (tests): the writer thread ends, the pool closes. */
  readonly crash: () => Promise<void>;
}

/**
 * SQLite: a worker thread owns the connection that writes (sqlite/writer.ts);
 * the HTTP thread only reads, to answer the health check.
 */
async function sqliteTransport(file: string): Promise<Transport> {
  const writer = await SqliteWriter.start(file, REQUEST_LOCK_TIMEOUT_MS + 1_000);
  const reader = new Database(file, { fileMustExist: true });
  const probe = reader.prepare('SELECT 1');
  return {
    call: (name, ...args) => writer.call(name, ...args),
    read: () => {
      writer.checkRunning();
      probe.get();
      return Promise.resolve();
    },
    close: async () => {
      await writer.close();
      reader.close();
    },
    crash: () => writer.thread.terminate().then(() => {}),
  };
}

/**
 * PostgreSQL: the pool, its connections named and kept open (so that a
 * restore sees a running server and refuses); any failure (the database
 * down, a lock held past lock_timeout) becomes StoreUnavailableError, a 503.
 */
async function postgresTransport(url: string, options: OpenStoreOptions): Promise<Transport> {
  const database = await openSql(url, { max: 4, server: { onIdleError: options.onIdleError } });
  const writes = serverWrites(database);
  // `call` is typed by name above; here any name of ServerWrites, as the SQLite thread does.
  const untyped = writes as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  return {
    call: ((name: string, ...args: unknown[]) =>
      untyped[name]?.(...args).catch((error: unknown) => {
        throw new StoreUnavailableError('PostgreSQL write failed', { cause: error });
      })) as Transport['call'],
    read: writes.ping,
    close: () => database.db.destroy(),
    crash: () => database.db.destroy(),
  };
}

/** The server's writes handed on as they are (the others are batched or probed). */
const PASSED = [
  'unsubscribe',
  'confirm',
  'claimConfirmations',
  'confirmationSent',
  'confirmationFailed',
  'expireUnconfirmed',
  'recordAudience',
  'addInquiry',
  'countRejection',
  'claimInquiryMails',
  'inquiryMailSent',
  'inquiryMailFailed',
] as const satisfies readonly (keyof ServerWrites)[];

/**
 * The server's store on `DATABASE_URL` (SQLite for `file:…`, PostgreSQL for
 * `postgres://…`), migrations applied: the server's writes (writes.ts),
 * sign-ups committed in batches (group commit: one transaction and one flush
 * for the sign-ups that arrived during the previous commit), and `ping` for
 * GET /api/health: the database answers a read and accepts a write (one row
 * of health_probe, at most every few seconds: health-probe.ts), so a full
 * disk, a read-only file or a held lock answers 503.
 */
export async function openStore(databaseUrl: string, options: OpenStoreOptions = {}) {
  const target = parseDatabaseUrl(databaseUrl);
  const transport =
    target.engine === 'sqlite'
      ? await sqliteTransport(target.file)
      : await postgresTransport(target.url, options);
  const { call } = transport;
  const maxBatch = options.maxBatch ?? 1000;
  const batches = new GroupCommit<NewSignup, AddResult>((signups) => call('add', signups), {
    maxBatch,
    // SQLite has one writer; PostgreSQL overlaps a batch's commit with the next
    // (the naive server: as many sign-ups in flight as the pool has connections).
    maxInFlight: target.engine === 'sqlite' ? 1 : maxBatch === 1 ? 4 : 2,
  });
  const probeWrite = throttledWriteProbe(() => call('probeWrite'));
  const untypedCall = call as (name: string, ...args: unknown[]) => Promise<unknown>;
  const passed = Object.fromEntries(
    PASSED.map((name) => [name, (...args: unknown[]) => untypedCall(name, ...args)]),
  ) as Pick<ServerWrites, (typeof PASSED)[number]>;
  return {
    /** Records an address (already checked, src/shared/email.ts); resolves once durably committed. */
    add: (signup: NewSignup) => batches.submit(signup),
    ping: async (): Promise<void> => {
      try {
        await transport.read();
        await probeWrite();
      } catch (error) {
        throw new StoreUnavailableError(`${target.engine} unavailable`, { cause: error });
      }
    },
    ...passed,
    /** Commits what is pending, then releases the database. */
    close: async (): Promise<void> => {
      await batches.close();
      await transport.close();
    },
    crash: transport.crash,
  };
}

/**
 * The server process's store: the visitors' operations, which the HTTP
 * routes get (`visitorStore`), and the outboxes of confirmation e-mails and
 * of the owner's e-mails about quote requests, which the server's senders get.
 */
export type ServerStore = Awaited<ReturnType<typeof openStore>>;

/**
 * All the HTTP server's routes hold of the storage: record a sign-up,
 * confirm one, erase the address of an unsubscribe token, store a quote
 * request (write-only), add audience counts, tell whether storage answers,
 * close. Nothing here reads or lists addresses, so nothing reachable over
 * HTTP can; the owner's operations (owner.ts) open a connection of their own.
 */
const VISITOR_OPERATIONS = [
  'add',
  'confirm',
  'unsubscribe',
  'addInquiry',
  'countRejection',
  'recordAudience',
  'ping',
  'close',
] as const;

export type VisitorStore = Pick<ServerStore, (typeof VISITOR_OPERATIONS)[number]>;

/**
 * The visitors' part of the server's store, as an object that has nothing
 * else: what is handed to the HTTP application, so that not even a cast
 * there reaches the outbox (which reads the addresses it mails).
 */
export function visitorStore(store: ServerStore): VisitorStore {
  return Object.fromEntries(
    VISITOR_OPERATIONS.map((name) => [name, store[name]]),
  ) as unknown as VisitorStore;
}
