import { createPostgresAudienceReader } from './postgres/audience.ts';
import { createSqliteAudienceReader } from './sqlite/audience.ts';
import type { AudienceReader } from './audience-store.ts';
import { parseDatabaseUrl } from '../config/database-url.ts';
import { openPostgresPool } from './postgres/store.ts';
import { openSqliteDatabase } from './sqlite/database.ts';

/** The audience counts of `DATABASE_URL`, for `npm run audience`, migrations applied. */
export async function openAudienceReader(databaseUrl: string): Promise<AudienceReader> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite')
    return createSqliteAudienceReader(openSqliteDatabase(target.file));
  return createPostgresAudienceReader(await openPostgresPool(target.url, { max: 2 }));
}
