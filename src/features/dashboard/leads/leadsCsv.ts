/**
 * Records as a CSV file for Excel and Google Sheets: UTF-8 with a byte-order mark (so
 * Excel reads names like "Ọlábísí" correctly), CRLF line ends, RFC 4180 quoting, the key, then
 * one column per line of a lead present in any record (its reference first: leadFields.ts), then
 * the lead's status and latest note, no cell that a spreadsheet would run as a formula, and phone
 * numbers as text (a spreadsheet would otherwise drop their `+` or leading 0).
 */
import {
  csvDateHeading,
  csvStaffHeadings,
  idLabel,
  statusLabels,
} from '../../../content/dashboard';
import type { Collection } from '../../../records/collections';
import type { RecordView } from '../ui/recordView';
import type { ShownField } from '../ui/shownFields';
import { formatLagosTimeForSheet } from '../../../records/lagosTime';
import { downloadText } from '../../../lib/download';
import { leadFieldOrder, leadFields } from './leadFields';

const BOM = '\uFEFF';

/** Text a spreadsheet would read as a formula ("=HYPERLINK(…)"), unless it is a plain number or phone. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;
/** A phone number as the text `="+2348031234567"`: a spreadsheet keeps its `+` and a leading 0. */
const PHONE_TEXT = /^="\+?\d+"$/;

function cell(value: string): string {
  const safe =
    FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) && !PHONE_TEXT.test(value)
      ? `'${value}`
      : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function sheetValue(field: ShownField): string {
  if (field.format === 'timestamp' && field.dateTime)
    return formatLagosTimeForSheet(field.dateTime);
  if (field.format === 'phone' && /^\+?\d+$/.test(field.value)) return `="${field.value}"`;
  return field.value;
}

/** The submission time's column says which clock it is in; other columns are labelled as on the card. */
const heading = (field: ShownField): string =>
  field.key === 'submittedAt' ? csvDateHeading : field.label;

/** The CSV text (with BOM) of `records` of `collection`, in the order given. */
export function buildCsv(collection: Collection, records: readonly RecordView[]): string {
  const rows = records.map((record) => ({
    id: record.id,
    fields: leadFields(collection, record),
    status: record.status,
    latestNote: record.notes[0]?.text ?? '',
  }));
  // Columns in the cards' order of lines; other stored fields after them, as first met.
  const columns = new Map<string, string>();
  for (const { fields } of rows) {
    for (const field of fields) if (!columns.has(field.key)) columns.set(field.key, heading(field));
  }
  const rank = (key: string) => {
    const listed = leadFieldOrder.indexOf(key);
    return listed === -1 ? leadFieldOrder.length : listed;
  };
  const keys = [...columns.keys()].sort((a, b) => rank(a) - rank(b));
  const lines = [
    [
      idLabel,
      ...keys.map((key) => columns.get(key) ?? key),
      csvStaffHeadings.status,
      csvStaffHeadings.latestNote,
    ],
    ...rows.map(({ id, fields, status, latestNote }) => {
      const byKey = new Map(fields.map((field) => [field.key, sheetValue(field)]));
      return [id, ...keys.map((key) => byKey.get(key) ?? ''), statusLabels[status], latestNote];
    }),
  ];
  return BOM + lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a download. */
export const downloadCsv = (fileName: string, text: string): void =>
  downloadText(fileName, text, 'text/csv;charset=utf-8');
