/**
 * Post dates. A calendar date ("2023-11-28", "2022/03/11") is midnight UTC, so a post shows the
 * same day wherever it is built; a date with a time ("2023-11-28T10:00:00Z") is taken as written.
 * Impossible dates (2023-02-30) are rejected instead of rolling over into the next month.
 */

const CALENDAR_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/** The date, or undefined when the value is not a valid date. */
export function parsePostDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const calendar = CALENDAR_DATE.exec(text);
  if (calendar) {
    const [year, month, day] = calendar.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return valid ? date : undefined;
  }
  // Date and time: ISO 8601, or YAML's "2023-11-28 10:00:00" (read as UTC when it has no zone).
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) return undefined;
  const iso = text.replace(' ', 'T');
  const date = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "November 28, 2023", in UTC like the dates themselves. */
/** One formatter for every post (making one per call cost a noticeable part of loading the blog). */
const POST_DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatPostDate(date: Date): string {
  return POST_DATE_FORMAT.format(date);
}

const MONTH_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "November 28": the archive's dates, under their year's heading (as Docusaurus's archive). */
export function formatMonthDay(date: Date): string {
  return MONTH_DAY_FORMAT.format(date);
}
