import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase, type TestDatabase } from '../../tests/support/databases.ts';
import { startServerProcess } from '../../scripts/lib/server-process.ts';
import { appOnTestStore } from '../../tests/support/server.ts';
import { httpMessages } from './http-errors.ts';
import { defaultHttpTimeouts } from './http-timeouts.ts';

/**
 * Opens a connection and sends a sign-up's headers and half its body, then
 * nothing: a slow or malicious client. Resolves with what the server wrote
 * and how long it kept the connection; `headersRead` resolves once the
 * server has read the headers (it answers their `Expect: 100-continue`),
 * so the request is known to be in flight.
 */
function stallBody(url: string): {
  socket: Socket;
  headersRead: Promise<void>;
  ended: Promise<{ text: string }>;
} {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  const headersRead = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      if (chunks.length === 0 && chunk.toString().startsWith('HTTP/1.1 100 ')) {
        socket.write('{"email": "lent');
        resolve();
        return;
      }
      chunks.push(chunk);
    });
  });
  socket.write(
    'POST /api/signups HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 40\r\nExpect: 100-continue\r\n\r\n',
  );
  const ended = new Promise<{ text: string }>((resolve) => {
    socket.on('close', () => {
      resolve({ text: Buffer.concat(chunks).toString() });
    });
  });
  return { socket, headersRead, ended };
}

/** A connection to `url` that keeps what the server writes; `closed` settles when it closes. */
function rawConnection(url: string) {
  const { port, hostname } = new URL(url);
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  return { socket, closed, text: () => Buffer.concat(chunks).toString() };
}

describe('a request whose body never finishes', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
  });

  it('is answered 408 and closed once the request timeout passes', async () => {
    const timeouts = { requestMs: 400, headersMs: 400 };
    const { app, close } = await appOnTestStore({}, { timeouts });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const { ended } = stallBody(url);
    const { text } = await ended;
    await close();
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain(JSON.stringify({ error: httpMessages[408] }));
  });

  it('is bounded by default well under 30 s, headers included', () => {
    expect(defaultHttpTimeouts.requestMs).toBeLessThanOrEqual(29_000);
    expect(defaultHttpTimeouts.headersMs).toBeLessThanOrEqual(defaultHttpTimeouts.requestMs);
  });

  it('does not hold a SIGTERM: the server exits 0 before the request timeout would have ended it', async () => {
    const database = await createSqliteDatabase();
    databases.push(database);
    const server = await startServerProcess({ DATABASE_URL: database.url });
    const { headersRead, ended } = stallBody(server.url);
    await headersRead;
    // 0: a clean stop, the stalled body cut at the grace period, before the
    // shutdown's deadline (which exits 1).
    expect(await server.stop('SIGTERM')).toBe(0);
    await ended;
  });
});

describe('an idle keep-alive connection', () => {
  it('stays open longer than a load balancer keeps one (60 s), so the balancer closes it first', async () => {
    const { app, close } = await appOnTestStore();
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`${url}/api/health`);
      await response.text();
      const seconds = Number(/timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1]);
      expect(seconds).toBeGreaterThan(60);
    } finally {
      await close();
    }
  });
});

describe('a sign-up pipelined before bytes that are no request (issue 19, item 8)', () => {
  it('is stored and answered 201, then the garbage 400, on the same connection', async () => {
    const { app, close } = await appOnTestStore({ SIGNUP_RATE_LIMIT: '0' });
    try {
      const body = JSON.stringify({ email: 'pipeline@exemple.fr' });
      const { socket, closed, text } = rawConnection(
        await app.listen({ host: '127.0.0.1', port: 0 }),
      );
      socket.write(
        `POST /api/signups HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
          'NOT AN HTTP REQUEST\r\n\r\n',
      );
      await closed;
      expect(text()).toMatch(/^HTTP\/1\.1 201 /);
      expect(text().indexOf('HTTP/1.1 400 ')).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});

describe('a body that is malformed HTTP (a bad chunk size), issue 28', () => {
  it('is answered 400 at once, not 408 after the request timeout', async () => {
    const { app, close } = await appOnTestStore({ SIGNUP_RATE_LIMIT: '0' });
    try {
      const { socket, closed, text } = rawConnection(
        await app.listen({ host: '127.0.0.1', port: 0 }),
      );
      socket.write(
        'POST /api/signups HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      );
      // The parser's error answers it (400), not the request timeout (408).
      await closed;
      expect(text()).toMatch(/^HTTP\/1\.1 400 /);
    } finally {
      await close();
    }
  });
});
