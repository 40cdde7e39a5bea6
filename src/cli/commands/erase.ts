import { signupRetention } from '../../content/legal-identity.ts';
import type { OwnerStore } from '../../store/owner-store.ts';
import { emailKey } from '../../shared/email.ts';
import { formatDuration, parseDuration, subtractDuration } from '../duration.ts';
import { print, type CliIo } from '../io.ts';

/** `delete <address>`: the right to erasure. Says whether the address was registered. */
export async function deleteCommand(
  store: OwnerStore,
  io: CliIo,
  address: string,
): Promise<number> {
  const erased = await store.deleteByKey(emailKey(address.trim()));
  print(
    io.stdout,
    erased
      ? `Erased ${address.trim()} and everything recorded about it.`
      : `${address.trim()} is not registered: nothing to erase.`,
  );
  return 0;
}

export interface PurgeOptions {
  /** e.g. `3y`; the retention period of the privacy policy when absent. */
  readonly olderThan: string | undefined;
  readonly dryRun: boolean;
  readonly now?: Date;
}

/** `purge [--older-than 3y] [--dry-run]`: erases sign-ups past the retention period. */
export async function purgeCommand(
  store: OwnerStore,
  io: CliIo,
  { olderThan, dryRun, now = new Date() }: PurgeOptions,
): Promise<number> {
  const duration = parseDuration(olderThan ?? `${signupRetention.years}y`);
  const cutoff = subtractDuration(now, duration);
  const when = `signed up more than ${formatDuration(duration)} ago (before ${cutoff.toISOString()})`;
  if (dryRun) {
    const count = await store.countOlderThan(cutoff);
    print(io.stdout, `Dry run: would erase ${count} address${count === 1 ? '' : 'es'} ${when}.`);
    return 0;
  }
  const count = await store.purgeOlderThan(cutoff);
  print(io.stdout, `Erased ${count} address${count === 1 ? '' : 'es'} ${when}.`);
  return 0;
}
