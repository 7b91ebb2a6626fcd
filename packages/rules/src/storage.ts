// A member's storage: what their recordings and photos take together, against a quota the server sets
// (MEMBER_STORAGE_QUOTA_MB). Shared by the server (its refusal) and the web (the profile's usage bar).

/** The quota when the server's configuration does not set one: 1 GB per member. */
export const DEFAULT_MEMBER_STORAGE_QUOTA_MB = 1024;

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * Bytes as a person reads them, in steps of 1024: '512 bytes', '3.4 KB', '120 MB', '1.0 GB'. Below 10 one decimal
 * is kept, and gigabytes always keep one. Rounded down, so storage that is not full never reads as its quota.
 */
export function formatBytes(bytes: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(bytes) ? bytes : 0));
  if (whole < 1024) return `${whole} ${whole === 1 ? 'byte' : 'bytes'}`;
  let value = whole / 1024;
  let unit = 0;
  while (unit < UNITS.length - 1 && value >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const text = unit >= 2 || value < 10 ? (Math.floor(value * 10) / 10).toFixed(1) : String(Math.floor(value));
  return `${text} ${UNITS[unit]}`;
}

/** Used of total, as the profile and the refusal say it: '120 MB of 1.0 GB'. */
export const storageUsedText = (usedBytes: number, quotaBytes: number) => `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)}`;

/** Answered (413) when a recording's chunk or a photo would take the member past their quota. */
export const storageFullMessage = (usedBytes: number, quotaBytes: number) =>
  `Your storage is full (${storageUsedText(usedBytes, quotaBytes)} used). Delete recordings or photos you no longer need, or ask your union local for more space.`;

/** The share of the quota in use, 0-100, for a progress bar (a quota of 0 is full). */
export function storagePercent(usedBytes: number, quotaBytes: number): number {
  if (!(quotaBytes > 0)) return 100;
  return Math.min(100, Math.max(0, (usedBytes / quotaBytes) * 100));
}
