/**
 * The spec's date formats (dayjs tokens). The spec lists the time alone as 'hh:mm a' (pm) next
 * to 'hh:mm A' (PM) in date-times; a range puts both in one line ("09:45 PM - 10:45 pm"), so
 * the time alone uses the date-times' upper-case meridiem too: one clock everywhere.
 */
import dayjs from 'dayjs';

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

export const formatDate = (value: string | number | Date, format: DateFormat = 'date'): string =>
  dayjs(value).format(DATE_FORMATS[format]);
