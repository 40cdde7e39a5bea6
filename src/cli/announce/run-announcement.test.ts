import { describe, expect, it } from 'vitest';
import { certainlyNotDelivered } from './run-announcement.ts';

/** Errors shaped as nodemailer reports them (smtp-connection's _formatError). */
const failure = (fields: Record<string, unknown>) => Object.assign(new Error('x'), fields);

describe('telling a failed send from an uncertain one', () => {
  it('knows nothing was delivered when the server said no or was never reached', () => {
    expect(certainlyNotDelivered(failure({ responseCode: 550, command: 'DATA' }))).toBe(true);
    expect(certainlyNotDelivered(failure({ responseCode: 451, command: 'RCPT TO' }))).toBe(true);
    expect(certainlyNotDelivered(failure({ code: 'EAUTH', command: 'AUTH PLAIN' }))).toBe(true);
    expect(certainlyNotDelivered(failure({ code: 'ESOCKET', syscall: 'connect' }))).toBe(true);
    expect(certainlyNotDelivered(failure({ code: 'EDNS', command: 'CONN' }))).toBe(true);
  });

  it('counts a connection lost during the conversation as uncertain', () => {
    expect(
      certainlyNotDelivered(
        failure({
          code: 'ECONNECTION',
          command: 'CONN',
          message: 'Connection closed unexpectedly',
        }),
      ),
    ).toBe(false);
    expect(certainlyNotDelivered(failure({ code: 'ETIMEDOUT', message: 'Timeout' }))).toBe(false);
  });
});
