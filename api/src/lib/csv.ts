// Tables as CSV for spreadsheet programs: UTF-8 with a byte-order mark (so Excel reads Chinese text
// right), RFC 4180 quoting, and cells that would run as formulas kept as text.

export type CsvCell = string | number | null;

// A cell starting with = + - @ (or a tab or carriage return) would be run as a formula by
// spreadsheet programs; a leading apostrophe keeps it text.
function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte-order mark, so spreadsheet programs read the Chinese text right. */
export function toCsv(table: CsvCell[][]): Buffer {
  return Buffer.from(`\ufeff${table.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
