import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  readonly to: string;
  readonly raw: string;
}

/** What the server does with the n-th message (1-based) it receives. */
export type Verdict = 'accept' | 'refuse' | 'hang';

/**
 * A real SMTP server on 127.0.0.1 and a free port, keeping the messages it
 * accepted. `decide` lets a test refuse a message (550) or leave the
 * conversation hanging, as a server would under a crash of the sender.
 */
export async function startSmtpServer(decide: (n: number) => Verdict = () => 'accept') {
  const accepted: ReceivedMessage[] = [];
  let received = 0;
  const onReceived: ((n: number) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const n = received;
        for (const listener of onReceived) listener(n);
        const verdict = decide(n);
        if (verdict === 'hang') return;
        if (verdict === 'refuse') {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        accepted.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    received: () => received,
    /** Calls `listener` with the count each time a whole message has arrived. */
    onMessage(listener: (n: number) => void) {
      onReceived.push(listener);
    },
    /** Resolves once `n` messages have arrived (accepted, refused or held), as they arrive. */
    arrived(n: number): Promise<void> {
      if (received >= n) return Promise.resolve();
      return new Promise((resolve) => {
        onReceived.push((count) => {
          if (count >= n) resolve();
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
