import { Worker } from 'node:worker_threads';
import type { AudienceBatch } from './audience-store.ts';
import type { ConfirmationToSend } from './confirmation-store.ts';
import { StoreUnavailableError, type AddResult, type NewSignup } from './signup-store.ts';
import type {
  WriterAnswer,
  WriterCommand,
  WriterData,
  WriterReply,
  WriterRequest,
} from './sqlite-writer-protocol.ts';

interface Pending {
  readonly resolve: (answer: WriterAnswer) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The writer thread (sqlite-writer.ts) as promises: one per command,
 * rejected with StoreUnavailableError when the command failed in the thread,
 * or when the thread failed or stopped (then every later command too).
 */
export class SqliteWriterClient {
  readonly thread: Worker;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private failure: Error | undefined;

  constructor(file: string) {
    const workerData: WriterData = { file };
    // Built, the entry is sqlite-writer.js; from the sources (tests, tsx) it
    // is TypeScript, which the thread loads once tsx is registered in it.
    const typescript = import.meta.url.endsWith('.ts');
    const entry = new URL(`./sqlite-writer.${typescript ? 'ts' : 'js'}`, import.meta.url);
    this.thread = typescript
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`,
          { eval: true, workerData },
        )
      : new Worker(entry, { workerData });
    this.thread.on('message', (reply: WriterReply) => {
      const request = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if (reply.type === 'failed') {
        request?.reject(new StoreUnavailableError(`SQLite write failed: ${reply.message}`));
      } else {
        request?.resolve(reply);
      }
    });
    this.thread.on('error', (error) => {
      this.fail(new StoreUnavailableError('SQLite writer failed', { cause: error }));
    });
    this.thread.on('exit', (code) => {
      this.fail(new StoreUnavailableError(`SQLite writer stopped (exit code ${String(code)})`));
    });
  }

  async ping(): Promise<void> {
    expectAnswer(await this.send({ type: 'ping' }), 'ping');
  }

  async add(signups: readonly NewSignup[]): Promise<readonly AddResult[]> {
    return expectAnswer(await this.send({ type: 'add', signups }), 'add').results;
  }

  async confirm(token: string, now: Date): Promise<'confirmed' | 'unknown'> {
    return expectAnswer(await this.send({ type: 'confirm', token, now }), 'confirm').result;
  }

  async claim(limit: number, leaseMs: number, now: Date): Promise<ConfirmationToSend[]> {
    const answer = await this.send({ type: 'claim', limit, leaseMs, now });
    return [...expectAnswer(answer, 'claim').confirmations];
  }

  async sent(emailId: string): Promise<void> {
    expectAnswer(await this.send({ type: 'sent', emailId }), 'sent');
  }

  async sendFailed(emailId: string, retryAt: Date | undefined, error: string): Promise<void> {
    expectAnswer(await this.send({ type: 'sendFailed', emailId, retryAt, error }), 'sendFailed');
  }

  async expire(cutoff: Date): Promise<number> {
    return expectAnswer(await this.send({ type: 'expire', cutoff }), 'expire').count;
  }

  async unsubscribe(token: string): Promise<boolean> {
    return expectAnswer(await this.send({ type: 'unsubscribe', token }), 'unsubscribe').erased;
  }

  async audience(batch: AudienceBatch): Promise<void> {
    expectAnswer(await this.send({ type: 'audience', batch }), 'audience');
  }

  /** Rejects with the reason once the thread failed or stopped. */
  checkRunning(): void {
    if (this.failure) throw this.failure;
  }

  /** Lets the thread finish the command in hand, close the file and exit. */
  async close(): Promise<void> {
    if (this.failure) return;
    const exited = new Promise((resolve) => this.thread.once('exit', resolve));
    this.post({ type: 'close' });
    await exited;
  }

  private send(command: WriterCommand): Promise<WriterAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    this.seq += 1;
    const seq = this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      this.post({ ...command, seq });
    });
  }

  private post(request: WriterRequest): void {
    this.thread.postMessage(request);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const requests = [...this.pending.values()];
    this.pending.clear();
    for (const request of requests) request.reject(this.failure);
  }
}

/** The answer of the command's type: the thread answers each command with its own type. */
function expectAnswer<Type extends WriterAnswer['type']>(
  answer: WriterAnswer,
  type: Type,
): Extract<WriterAnswer, { type: Type }> {
  if (!isAnswerOf(answer, type)) {
    throw new StoreUnavailableError(`SQLite writer answered ${answer.type} to ${type}`);
  }
  return answer;
}

function isAnswerOf<Type extends WriterAnswer['type']>(
  answer: WriterAnswer,
  type: Type,
): answer is Extract<WriterAnswer, { type: Type }> {
  return answer.type === type;
}
