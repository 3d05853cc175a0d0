/** The spec's date formats (dayjs tokens). */
import dayjs from 'dayjs';

export const DATE_FORMATS = {
  isoDate: 'YYYY-MM-DD',
  date: 'MMM DD, YYYY',
  dateTime: 'MMM DD, YYYY hh:mm A',
  shortDateTime: 'MMM. D - hh:mm A',
  time12: 'hh:mm a',
  time24: 'HH:mm',
  /** Exports: sortable, and read as a date and time by spreadsheets. */
  csvDateTime: 'YYYY-MM-DD HH:mm:ss',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

export const formatDate = (value: string | number | Date, format: DateFormat = 'date'): string =>
  dayjs(value).format(DATE_FORMATS[format]);
