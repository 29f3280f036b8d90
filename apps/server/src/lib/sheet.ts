import * as XLSX from '@e965/xlsx';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { IMPORT_MAX_ROWS } from '@sandtable/shared/rules/constants';
import { fail } from './errors';

export interface SheetRow<C extends string> {
  /** The spreadsheet's own row number, as the user sees it. */
  row: number;
  input: Partial<Record<C, unknown>>;
}

/**
 * Reads the first sheet of an uploaded .xls/.xlsx into rows keyed by column: the header row is the
 * first one with a recognised column, blank rows are skipped, cells go through `cellValue`. A file
 * that is not a spreadsheet, lacks a required column or holds more than IMPORT_MAX_ROWS rows fails.
 */
export function readSheetRows<C extends string>(
  bytes: Buffer,
  sheet: { columnOf: (header: unknown) => C | undefined; required: readonly C[]; cellValue: (column: C, raw: unknown) => unknown },
): SheetRow<C>[] {
  let matrix: unknown[][];
  try {
    const book = XLSX.read(bytes, { type: 'buffer', dense: true });
    matrix = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false, defval: '', blankrows: true });
  } catch {
    return fail(Errors.importFileInvalid);
  }
  const headerIndex = matrix.findIndex((r) => r.some((cell) => sheet.columnOf(cell)));
  if (headerIndex < 0) return fail(Errors.importFileInvalid);
  const columns = matrix[headerIndex].map(sheet.columnOf);
  if (!sheet.required.every((c) => columns.includes(c))) return fail(Errors.importFileInvalid);

  const rows: SheetRow<C>[] = [];
  matrix.slice(headerIndex + 1).forEach((cells, i) => {
    if (cells.every((c) => String(c ?? '').trim() === '')) return;
    const input: Partial<Record<C, unknown>> = {};
    columns.forEach((column, j) => {
      if (column) input[column] = sheet.cellValue(column, cells[j]);
    });
    rows.push({ row: headerIndex + i + 2, input });
  });
  if (rows.length > IMPORT_MAX_ROWS) fail(Errors.importTooManyRows, { max: IMPORT_MAX_ROWS });
  return rows;
}
