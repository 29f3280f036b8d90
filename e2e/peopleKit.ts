import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from '@playwright/test';

/** Test material for the people screens: real PNG and spreadsheet files, antd select picking. */

/** A real PNG of one colour, built byte by byte (the server checks uploads by content). */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The import template's header row (bilingual, as the server writes it). */
export const IMPORT_HEADER = ['姓名 Name *', '手机号 Mobile *', '邮箱 Email', '性别 Gender', '部门 Department', '职位 Position', '分类 Classification'];

/** An .xlsx file for setInputFiles: a header row and the given rows. */
function sheetFile(header: string[], rows: (string | number)[][], name = 'students.xlsx') {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Students');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
}

/** The people import's sheet: the template's header and the given rows. */
export const studentSheet = (rows: (string | number)[][], name = 'students.xlsx') => sheetFile(IMPORT_HEADER, rows, name);

/** The course wizard's student sheet: its bilingual header (name, mobile, department, team), then the rows. */
export const courseStudentSheet = (rows: (string | number)[][]) => sheetFile(['姓名 Name *', '手机号 Mobile *', '部门 Department', '小组 Team'], rows);

/** Opens an antd select and picks the option with this text (options render in a popup). */
export async function pick(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** The mobile as the screens show it: 138****5678. */
export const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
