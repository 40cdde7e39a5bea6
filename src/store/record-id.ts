import { randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * A stored sign-up's or quote request's id: a version 7 UUID (RFC 9562), whose first 48 bits are the
 * time in milliseconds. New rows then land at the end of the primary key's
 * index rather than anywhere in it, so each commit writes a few index pages
 * instead of about one per row (docs/decisions/002-signup-storage.md).
 *
 * Given its random bytes, uuid makes each id on its own: the rest of the id
 * is random, with no counter telling how many ids were made within the same
 * millisecond. An id tells no more than the 201 that carries it: when the
 * request came. The route gives a repeated address an id made the same way.
 *
 * The random bytes come from a pool filled 256 ids at a time: one call to the
 * system's generator per 256 requests instead of one each (it was the
 * costliest step of a sign-up's handling, `npm run bench`); no byte serves twice.
 */
const pool = Buffer.alloc(16 * 256);
let used = pool.length;

export function newRecordId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return uuidv7({ random: pool.subarray(used - 16, used) });
}
