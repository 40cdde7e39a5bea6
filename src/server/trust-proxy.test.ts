import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../../tests/support/stores.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

describe('a proxy the configuration does not declare', () => {
  const stores: TestStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.cleanUp();
  });

  async function serverLogging(env: Record<string, string>) {
    const testStore = await openTestStore('sqlite');
    stores.push(testStore);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const config = loadConfig({ STATIC_DIR: 'missing', ...env });
    const app = await buildApp({
      config,
      store: testStore.store,
      logger: { level: 'warn', stream },
    });
    const warnings = () => lines.filter((line) => line.includes('TRUST_PROXY is off'));
    return { app, warnings };
  }

  const behindProxy = {
    method: 'GET',
    url: '/api/health',
    headers: { 'x-forwarded-for': '203.0.113.7' },
  } as const;

  it('is named in the log once, with the fix, when X-Forwarded-For arrives with TRUST_PROXY off (issue 19, item 14)', async () => {
    const { app, warnings } = await serverLogging({});
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 3; i += 1) await app.inject(behindProxy);
    await app.close();
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/set TRUST_PROXY/);
  });

  it('is not mentioned once TRUST_PROXY declares it', async () => {
    const { app, warnings } = await serverLogging({ TRUST_PROXY: '1' });
    await app.inject(behindProxy);
    await app.close();
    expect(warnings()).toHaveLength(0);
  });
});
