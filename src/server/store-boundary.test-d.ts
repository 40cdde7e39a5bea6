/**
 * Type tests, checked by `npm run typecheck` (tsc fails on a broken
 * expectation): what the HTTP server holds of the storage. A method that
 * reads the list, added to VisitorStore, or an owner's store handed to the
 * server, breaks the build rather than a test at run time.
 */
import { expectTypeOf } from 'vitest';
import type { OwnerStore } from '../store/owner.ts';
import type { VisitorStore } from '../store/open-store.ts';
import type { AppOptions } from './app.ts';

// VisitorStore's only methods sign up, confirm, unsubscribe, store a quote
// request (write-only), count a turned-away one, add audience counts, ping and close.
expectTypeOf<keyof VisitorStore>().toEqualTypeOf<
  | 'add'
  | 'addInquiry'
  | 'close'
  | 'confirm'
  | 'countRejection'
  | 'ping'
  | 'recordAudience'
  | 'unsubscribe'
>();

// The server takes a VisitorStore, which cannot list addresses; an owner's store is refused.
expectTypeOf<AppOptions['store']>().toEqualTypeOf<VisitorStore>();
expectTypeOf<AppOptions['store']>().not.toHaveProperty('list');
expectTypeOf<OwnerStore>().not.toExtend<AppOptions['store']>();
