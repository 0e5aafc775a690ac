/**
 * Korea's clock (UTC+9, no daylight saving) for the alerts: the day an alarm counts in ("one per
 * product per day") and the quiet hours, 21:00 to 08:00, when no push is sent (the push waits for
 * 08:00; the alarm is in the list at once).
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** `2026-11-21`: the date in Korea at that instant. */
export function kstDate(at: Date): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** When a push made at `at` may go: at once, or 08:00 KST next when `at` is in the quiet hours. */
export function pushSendAfter(at: Date): Date {
  const local = new Date(at.getTime() + KST_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const morning = new Date(local);
  morning.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - KST_OFFSET_MS);
}
