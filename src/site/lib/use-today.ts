import { useSyncExternalStore } from 'react';
import { calendarDay } from '../../shared/calendar-day.ts';

const noSubscription = () => () => undefined;

/**
 * Today as `YYYY-MM-DD`: the day of the build in the prerendered page and
 * while the application adopts it (so both agree), then the visitor's own
 * day. A statement that depends on the date (« disponible dès maintenant »)
 * is true on the day the page was built, and true on the day it is read
 * once the script runs.
 */
export function useToday(): string {
  return useSyncExternalStore(noSubscription, calendarDay, () => import.meta.env.VITE_BUILD_DAY);
}
