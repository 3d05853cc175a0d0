/**
 * Dates, times, numbers, percentages and plurals in the active language, through Intl. English
 * keeps the spec's own date formats (lib/dates.ts); machine formats (ISO dates, CSV times, form
 * values) never change with the language.
 */
import { intlLocale } from '../text/locale.ts';

export type HumanDateFormat = 'date' | 'dateTime' | 'shortDateTime' | 'time12';

/** The spec's formats as each language writes them; the hour cycle is the language's own. */
const DATE_OPTIONS: Record<HumanDateFormat, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: '2-digit' },
  dateTime: { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  shortDateTime: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  time12: { hour: '2-digit', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter as T;
}

export function formatIntlDate(
  value: string | number | Date,
  format: HumanDateFormat,
  locale = intlLocale(),
): string {
  const formatter = cached(
    `date:${locale}:${format}`,
    () => new Intl.DateTimeFormat(locale, DATE_OPTIONS[format]),
  );
  return formatter.format(new Date(value));
}

export function formatNumber(value: number, locale = intlLocale()): string {
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A percentage given as 0–100 ("42 %" in German, "42%" in English). */
export function formatPercent(percent: number, locale = intlLocale()): string {
  const formatter = cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
  );
  return formatter.format(percent / 100);
}

/**
 * The form of `forms` the language's plural rules choose for `count`, with `#` replaced by the
 * count: plural(3, { one: '# Frage', other: '# Fragen' }). Arabic uses zero/one/two/few/many.
 */
export function plural(
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
  locale = intlLocale(),
): string {
  const rule = cached(`plural:${locale}`, () => new Intl.PluralRules(locale)).select(count);
  return (forms[rule] ?? forms.other).replaceAll('#', formatNumber(count, locale));
}
