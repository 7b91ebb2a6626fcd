// Times in en-US, 12-hour format.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

const toDate = (value: string | Date) => {
  // A bare YYYY-MM-DD is a calendar date: read it as local midnight, not UTC, so it does not shift a day.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y, m - 1, d);
  }
  return new Date(value);
};

export const formatDate = (value: string | Date) => dateFormat.format(toDate(value));
export const formatDateTime = (value: string | Date) => dateTimeFormat.format(toDate(value));
export const formatTime = (value: string | Date) => timeFormat.format(toDate(value));

/** Today's date as YYYY-MM-DD in the member's own time zone. */
export function todayIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
export function formatRelative(value: string | Date, now = Date.now()): string {
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(seconds, 'second');
}
