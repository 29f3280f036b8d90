import { Worker } from 'node:worker_threads';
import { unzipSync } from 'fflate';
import * as XLSX from '@e965/xlsx';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { IMPORT_MAX_ROWS, IMPORT_UNPACKED_MAX_BYTES } from '@sandtable/shared/rules/constants';
import { humanSize } from '@sandtable/shared/rules/uploads';
import { fail } from './errors';

export interface SheetRow<C extends string> {
  /** The spreadsheet's own row number, as the user sees it. */
  row: number;
  input: Partial<Record<C, unknown>>;
}

/**
 * Limits of one parse (docs/decisions/0003-people.md, "Hostile spreadsheets"). Rows beyond the
 * import limit (plus room for a title and blank rows above the header) are not even read; the
 * worker's heap is capped, and a parse that runs away is ended.
 */
export const SHEET_PARSE = { rowsRead: IMPORT_MAX_ROWS + 100, heapMb: 384, timeoutMs: 30_000, parallel: 2 } as const;

/**
 * Reads the first sheet of an uploaded .xls/.xlsx into rows keyed by column: the header row is the
 * first one with a recognised column, blank rows are skipped, cells go through `cellValue`. A file
 * that is not a spreadsheet, unpacks to more than IMPORT_UNPACKED_MAX_BYTES, lacks a required
 * column or holds more than IMPORT_MAX_ROWS rows fails. Parsing happens in a worker thread, so the
 * server keeps answering while a large (or hostile) file is read.
 */
export async function readSheetRows<C extends string>(
  bytes: Buffer,
  sheet: { columnOf: (header: unknown) => C | undefined; required: readonly C[]; cellValue: (column: C, raw: unknown) => unknown },
): Promise<SheetRow<C>[]> {
  checkUnpackedSize(bytes);
  const parsed = await parseInWorker(bytes);
  if ('tooManyRows' in parsed) return fail(Errors.importTooManyRows, { max: IMPORT_MAX_ROWS });
  if (!('matrix' in parsed)) return fail(Errors.importFileInvalid);
  const matrix = parsed.matrix;
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

/** A cell of an exported sheet: text, a plain number, or money in integer fen (written in yuan). */
export type ExportCell = string | number | { fen: number } | null;

/** Yuan with two decimals and thousands separators. */
export const MONEY_NUMBER_FORMAT = '#,##0.00';

/** Characters that make a spreadsheet (or a CSV saved from it) read text as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

function exportCell(value: ExportCell): XLSX.CellObject | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'object') return { t: 'n', v: value.fen / 100, z: MONEY_NUMBER_FORMAT };
  // Text stays text: a leading quote keeps "=HYPERLINK(…)" in a name from ever running.
  return { t: 's', v: FORMULA_START.test(value) ? `'${value}` : value };
}

/** One sheet as .xlsx: figures as numeric cells (money with its number format), text never as a formula. */
export function writeSheet(name: string, rows: ExportCell[][]): Buffer {
  const sheet: XLSX.WorkSheet = {};
  let width = 0;
  rows.forEach((cells, r) => {
    width = Math.max(width, cells.length);
    cells.forEach((value, c) => {
      const cell = exportCell(value);
      if (cell) sheet[XLSX.utils.encode_cell({ r, c })] = cell;
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(rows.length - 1, 0), c: Math.max(width - 1, 0) } });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A file name every file system takes: no path or reserved characters, no control characters, at most 120 characters. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return cleaned.slice(0, 120) || 'download';
}

/**
 * An .xlsx is a zip: its central directory declares every part's unpacked size, read here without
 * unpacking anything (fflate's filter sees each entry and unpacks none). A small file that claims
 * to unpack to hundreds of megabytes is refused before any parsing. Legacy .xls (not a zip) is
 * bounded by the upload limit itself.
 */
function checkUnpackedSize(bytes: Buffer): void {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return;
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        return false;
      },
    });
  } catch {
    fail(Errors.importFileInvalid);
  }
  if (unpacked > IMPORT_UNPACKED_MAX_BYTES) fail(Errors.importUnpackedTooLarge, { limit: humanSize(IMPORT_UNPACKED_MAX_BYTES) });
}

type Parsed = { matrix: unknown[][] } | { tooManyRows: true } | { invalid: true };

let running = 0;
const waiting: (() => void)[] = [];

/** At most SHEET_PARSE.parallel parses at once (two cores): more imports queue. */
async function parseInWorker(bytes: Buffer): Promise<Parsed> {
  if (running >= SHEET_PARSE.parallel) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise<Parsed>((resolve) => {
      const worker = new Worker(new URL('./sheet.worker.mjs', import.meta.url), {
        workerData: { bytes, rowsRead: SHEET_PARSE.rowsRead },
        resourceLimits: { maxOldGenerationSizeMb: SHEET_PARSE.heapMb },
      });
      // A file that defeats the checks (a lying zip, a pathological sheet) ends as unreadable.
      const timer = setTimeout(() => void worker.terminate(), SHEET_PARSE.timeoutMs);
      const done = (result: Parsed) => {
        clearTimeout(timer);
        resolve(result);
        void worker.terminate();
      };
      worker.once('message', done);
      worker.once('error', () => done({ invalid: true }));
      worker.once('exit', () => done({ invalid: true }));
    });
  } finally {
    running--;
    waiting.shift()?.();
  }
}
