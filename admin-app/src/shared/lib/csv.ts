import { saveBlob } from './save-file';

/** A cell a spreadsheet would run as a formula starts with one of these; such cells get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

/** One CSV cell: quoted when it holds a comma, quote or line break; formula-like text defused. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document (CRLF line ends, as RFC 4180 has them): the header line, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves a CSV document the page already holds (small tables; large ones stream from the API instead). */
export function saveCsv(fileName: string, csv: string): void {
  saveBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
