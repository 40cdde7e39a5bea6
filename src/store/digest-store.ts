import { openSql } from './connect.ts';

/** Where a week's summary stands for the server asking to send it. */
export type DigestClaim =
  /** This server claimed the week: it sends, then calls `sent` (or `release` on failure). */
  | 'claimed'
  /** The week's summary was sent (by this server or another). */
  | 'sent'
  /** Another server holds a fresh claim: it is sending. */
  | 'taken';

/**
 * The owner's weekly summary's ledger (table `owner_digests`, migration 011),
 * one row per week, on a connection of its own, migrations applied: the
 * servers' schedulers and `npm run digest` use it, never the HTTP routes.
 */
export async function openDigestStore(databaseUrl: string) {
  const { db } = await openSql(databaseUrl, { max: 1 });
  return {
    /**
     * Claims `week` in one statement, which the primary key makes unique
     * across servers: inserted when no server has, taken over when a claim
     * older than `staleBefore` never ended in a send (its server died sending).
     */
    async claim(week: string, now: Date, staleBefore: Date): Promise<DigestClaim> {
      const claimed = await db
        .insertInto('owner_digests')
        .values({ week, claimed_at: now.toISOString() })
        .onConflict((conflict) =>
          conflict
            .column('week')
            .doUpdateSet((eb) => ({ claimed_at: eb.ref('excluded.claimed_at') }))
            .where('owner_digests.sent_at', 'is', null)
            .where('owner_digests.claimed_at', '<', staleBefore.toISOString()),
        )
        .returning('week')
        .executeTakeFirst();
      if (claimed) return 'claimed';
      const row = await db
        .selectFrom('owner_digests')
        .select('sent_at')
        .where('week', '=', week)
        .executeTakeFirst();
      return row?.sent_at ? 'sent' : 'taken';
    },
    /** Records that the mail server accepted the week's summary. */
    async sent(week: string, now: Date) {
      await db
        .updateTable('owner_digests')
        .set({ sent_at: now.toISOString() })
        .where('week', '=', week)
        .execute();
    },
    /** Forgets a claim whose sending failed, so that the next check sends again. */
    async release(week: string) {
      await db
        .deleteFrom('owner_digests')
        .where('week', '=', week)
        .where('sent_at', 'is', null)
        .execute();
    },
    close: () => db.destroy(),
  };
}
