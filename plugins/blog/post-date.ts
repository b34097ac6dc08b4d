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

/** The language and calendar dates are written in: the locale's (Docusaurus's htmlLang and calendar). */
export interface DateLocale {
  htmlLang: string;
  calendar: string;
}

const ENGLISH: DateLocale = { htmlLang: 'en-US', calendar: 'gregory' };

/** One formatter per locale and form for every post (making one per call cost a noticeable part of loading the blog). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: DateLocale, form: 'long' | 'monthDay'): Intl.DateTimeFormat {
  const key = `${locale.htmlLang}\0${locale.calendar}\0${form}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const parts = form === 'long' ? ({ year: 'numeric', month: 'long', day: 'numeric' } as const) : ({ month: 'long', day: 'numeric' } as const);
    formatter = new Intl.DateTimeFormat(locale.htmlLang, { ...parts, calendar: locale.calendar, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "November 28, 2023" ("28 novembre 2023" in French), in UTC like the dates themselves. */
export function formatPostDate(date: Date, locale: DateLocale = ENGLISH): string {
  return formatterOf(locale, 'long').format(date);
}

/** "November 28": the archive's dates, under their year's heading (as Docusaurus's archive). */
export function formatMonthDay(date: Date, locale: DateLocale = ENGLISH): string {
  return formatterOf(locale, 'monthDay').format(date);
}
