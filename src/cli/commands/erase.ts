import { signupRetention } from '../../content/legal-identity.ts';
import type { OwnerStore } from '../../store/owner.ts';
import { emailKey } from '../../shared/email.ts';
import type { Period } from '../../content/legal-types.ts';
import { UsageError } from '../config.ts';
import { formatDuration, parseDuration, subtractDuration, type Duration } from '../duration.ts';
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
  /** e.g. `3y`: replaces the policy's longest retention period. */
  readonly olderThan: string | undefined;
  /** Confirms an `olderThan` shorter than the privacy policy's period. */
  readonly yes?: boolean;
  readonly dryRun: boolean;
  readonly now?: Date;
}

/** A period of the privacy policy as a duration `subtractDuration` counts. */
function asDuration(period: Period): Duration {
  return { amount: period.amount, unit: period.unit === 'months' ? 'm' : 'd' };
}

/**
 * `purge [--older-than 18m] [--dry-run]`: erases the addresses the privacy
 * policy says are no longer kept: those an announcement reached more than
 * `signupRetention.afterAnnouncement` ago, those signed up more than
 * `signupRetention.maximum` ago (or `--older-than`), and those left
 * unconfirmed for `signupRetention.unconfirmed` (double opt-in).
 */
export async function purgeCommand(
  store: OwnerStore,
  io: CliIo,
  { olderThan, dryRun, yes = false, now = new Date() }: PurgeOptions,
): Promise<number> {
  const policy = asDuration(signupRetention.maximum);
  const maximum = olderThan ? parseDuration(olderThan) : policy;
  // A shorter period erases addresses the privacy policy still promises to
  // keep (`--older-than 0d`: the whole list), so it asks to be confirmed.
  if (!dryRun && !yes && subtractDuration(now, maximum) > subtractDuration(now, policy)) {
    throw new UsageError(
      `--older-than ${formatDuration(maximum)} is shorter than the privacy policy's ${formatDuration(policy)}: it would erase addresses the policy still keeps. See how many with --dry-run, then add --yes to erase them.`,
    );
  }
  const afterAnnouncement = asDuration(signupRetention.afterAnnouncement);
  const unconfirmed = asDuration(signupRetention.unconfirmed);
  const cutoffs = {
    signedUpBefore: subtractDuration(now, maximum),
    announcedBefore: subtractDuration(now, afterAnnouncement),
    unconfirmedBefore: subtractDuration(now, unconfirmed),
  };
  const when =
    `signed up more than ${formatDuration(maximum)} ago (before ${cutoffs.signedUpBefore.toISOString()})` +
    ` or announced to more than ${formatDuration(afterAnnouncement)} ago (before ${cutoffs.announcedBefore.toISOString()})` +
    ` or unconfirmed after ${formatDuration(unconfirmed)} (signed up before ${cutoffs.unconfirmedBefore.toISOString()})`;
  const count = dryRun ? await store.countExpired(cutoffs) : await store.purgeExpired(cutoffs);
  const addresses = `${count} address${count === 1 ? '' : 'es'}`;
  print(
    io.stdout,
    dryRun ? `Dry run: would erase ${addresses} ${when}.` : `Erased ${addresses} ${when}.`,
  );
  return 0;
}
