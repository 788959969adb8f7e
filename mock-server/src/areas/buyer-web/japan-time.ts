/**
 * Market time is Asia/Tokyo. Japan has no daylight saving time, so a fixed +9 h offset is
 * exact; these helpers never read the server's own zone.
 */
const OFFSET_MS = 9 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the Japan calendar day containing `at`. */
export function japanDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Seconds since Japan midnight. */
export function japanSecondsOfDay(at: Date): number {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return shifted.getUTCHours() * 3600 + shifted.getUTCMinutes() * 60 + shifted.getUTCSeconds();
}

/** The instant of `seconds` after Japan midnight of the Japan day `dayOffset` days after `at`'s. */
export function japanInstant(at: Date, dayOffset: number, seconds: number): Date {
  const day = japanDate(at);
  const midnightUtc = Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;
  return new Date(midnightUtc + dayOffset * 86_400_000 + seconds * 1000);
}

/** 'YYYY-MM-DD' → 'YYYY/MM/DD', the spec's display format. */
export function slashDate(isoDate: string): string {
  return isoDate.replace(/-/g, '/');
}
