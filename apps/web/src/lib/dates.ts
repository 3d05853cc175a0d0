/**
 * The spec's date formats (dayjs tokens). The spec lists the time alone as 'hh:mm a' (pm) next
 * to 'hh:mm A' (PM) in date-times; a range puts both in one line ("09:45 PM - 10:45 pm"), so
 * the time alone uses the date-times' upper-case meridiem too: one clock everywhere.
 */
import dayjs from 'dayjs';
import { activeLocale } from '../text/locale.ts';
import { formatIntlDate } from './format.ts';

export const DATE_FORMATS = {
  isoDate: 'YYYY-MM-DD',
  date: 'MMM DD, YYYY',
  dateTime: 'MMM DD, YYYY hh:mm A',
  shortDateTime: 'MMM. D - hh:mm A',
  time12: 'hh:mm A',
  time24: 'HH:mm',
  /** Exports: sortable, and read as a date and time by spreadsheets. */
  csvDateTime: 'YYYY-MM-DD HH:mm:ss',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

const isMachineFormat = (format: DateFormat): format is 'isoDate' | 'time24' | 'csvDateTime' =>
  format === 'isoDate' || format === 'time24' || format === 'csvDateTime';

/** The spec's formats in English; another language writes its own (Intl); machine formats stay. */
export function formatDate(value: string | number | Date, format: DateFormat = 'date'): string {
  if (isMachineFormat(format) || activeLocale().code === 'en')
    return dayjs(value).format(DATE_FORMATS[format]);
  return formatIntlDate(value, format);
}
