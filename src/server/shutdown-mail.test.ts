import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../scripts/lib/server-process.ts';
import { createSqliteDatabase, type TestDatabase } from '../../tests/support/databases.ts';
import { startSmtpServer } from '../../tests/support/smtp.ts';

describe('SIGTERM while a mail server holds a message without answering (issue 19, item 5)', () => {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.drop();
  });

  it('closes the transport, the storage, and exits 0 within its deadline', async () => {
    const database = await createSqliteDatabase();
    databases.push(database);
    // Takes the message, then never answers it.
    const smtp = await startSmtpServer(() => 'hang');
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'inscription@example.fr',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      SIGNUP_RATE_LIMIT: '0',
    });
    try {
      const response = await fetch(`${server.url}/api/signups`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lent@exemple.fr' }),
      });
      expect(response.status).toBe(201);
      await smtp.arrived(1);
      // 0: a clean stop, before the shutdown's deadline (15 s, which exits 1),
      // while the SMTP server holds its answer for good.
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
