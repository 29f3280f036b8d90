// Parses one uploaded spreadsheet off the main thread (lib/sheet.ts starts it). Plain JavaScript,
// so it runs the same under tsx, vitest and node without a loader. Answers with one message:
// { matrix } (the first sheet as rows of display strings), { tooManyRows }, or { invalid }.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

const { bytes, rowsRead } = workerData;
try {
  // sheetRows stops reading after that many rows: a sheet claiming a million rows costs no more.
  const book = XLSX.read(bytes, { type: 'buffer', dense: true, sheetRows: rowsRead });
  const sheet = book.Sheets[book.SheetNames[0]];
  const full = sheet && sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : null;
  if (full && full.e.r + 1 > rowsRead) {
    parentPort.postMessage({ tooManyRows: true });
  } else {
    const matrix = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: '', blankrows: true }) : [];
    parentPort.postMessage({ matrix });
  }
} catch {
  parentPort.postMessage({ invalid: true });
}
