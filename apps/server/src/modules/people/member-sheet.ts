import * as XLSX from '@e965/xlsx';
import type { TFunction } from 'i18next';
import { GENDERS, CLASSIFICATIONS } from '@sandtable/shared/auth/roles';
import { POSITION_IDS } from '@sandtable/shared/rules/positions';
import { translator } from '../../lib/i18n';
import { readSheetRows, type SheetRow } from '../../lib/sheet';

/**
 * The student import sheet (/user/member/batchAdd.json): its columns, the bilingual template,
 * and reading a filled-in .xls/.xlsx back into rows for the shared member schema.
 */
const COLUMNS = ['name', 'mobile', 'email', 'gender', 'department', 'positionId', 'classification'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['name', 'mobile'];

const zh = translator('zh-CN');
const en = translator('en-US');
const normalise = (s: unknown) => String(s ?? '').toLowerCase().replace(/[\s*＊:：()（）]/g, '');

/** "姓名 Name *": both languages, so one template serves every user. */
const headerOf = (c: Column) => `${zh(`fields:${c}`)} ${en(`fields:${c}`)}${REQUIRED.includes(c) ? ' *' : ''}`;

/** A column is recognised by its bilingual header, either language alone, or its field key. */
function columnOf(header: unknown): Column | undefined {
  const h = normalise(header);
  return COLUMNS.find((c) => [headerOf(c), zh(`fields:${c}`), en(`fields:${c}`), c].some((label) => normalise(label) === h));
}

/** Cell text -> schema input: labels in either language become their keys/ids. */
const VALUE_LABELS: Partial<Record<Column, Map<string, string | number>>> = {
  gender: labelMap(GENDERS, (g) => `people:genders.${g}`),
  classification: labelMap(CLASSIFICATIONS, (c) => `people:classifications.${c}`),
  positionId: labelMap(POSITION_IDS, (id) => `people:positions.${id}`),
};

function labelMap<V extends string | number>(values: readonly V[], key: (v: V) => string) {
  const map = new Map<string, string | number>();
  for (const v of values) for (const label of [String(v), zh(key(v)), en(key(v))]) map.set(normalise(label), v);
  return map;
}

function cellValue(column: Column, raw: unknown): unknown {
  const text = String(raw ?? '').trim();
  if (text === '') return column === 'classification' ? undefined : null;
  const labels = VALUE_LABELS[column];
  if (labels) return labels.get(normalise(text)) ?? text;
  // Spreadsheets turn mobiles into numbers (1.38e10): keep the digits.
  return column === 'mobile' ? text.replace(/\.0+$/, '') : text;
}

export type MemberSheetRow = SheetRow<Column>;

export function readMemberSheet(bytes: Buffer): Promise<MemberSheetRow[]> {
  return readSheetRows(bytes, { columnOf, required: REQUIRED, cellValue });
}

/** The template: the bilingual sheet to fill in, and a sheet of instructions and allowed values. */
export function memberTemplate(t: TFunction): Buffer {
  const book = XLSX.utils.book_new();
  const students = XLSX.utils.aoa_to_sheet([COLUMNS.map(headerOf)]);
  students['!cols'] = COLUMNS.map(() => ({ wch: 22 }));
  XLSX.utils.book_append_sheet(book, students, `${zh('people:import.sheetName')} ${en('people:import.sheetName')}`.slice(0, 31));

  const help: (string | number)[][] = [
    [t('people:import.instructions')],
    [],
    [t('people:import.column'), t('people:import.requiredColumn'), t('people:import.allowed')],
    ...COLUMNS.map((c) => [String(t(`fields:${c}`)), REQUIRED.includes(c) ? String(t('people:import.yes')) : '', String(t(`people:import.hint.${c}`))]),
    [],
    [t('people:import.genders'), GENDERS.map((g) => t(`people:genders.${g}`)).join(' / ')],
    [t('people:import.classifications'), CLASSIFICATIONS.map((c) => t(`people:classifications.${c}`)).join(' / ')],
    [],
    [t('people:import.positions')],
    ...POSITION_IDS.map((id) => [id, String(t(`people:positions.${id}`))]),
  ];
  const helpSheet = XLSX.utils.aoa_to_sheet(help);
  helpSheet['!cols'] = [{ wch: 24 }, { wch: 24 }, { wch: 60 }];
  XLSX.utils.book_append_sheet(book, helpSheet, String(t('people:import.helpSheetName')).slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}
