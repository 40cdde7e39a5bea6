/** `date`'s day on the local calendar, as `YYYY-MM-DD` (which compare as strings do). */
export function calendarDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
