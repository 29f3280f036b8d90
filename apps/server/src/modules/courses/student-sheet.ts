import * as XLSX from '@e965/xlsx';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { courseStudentRowSchema } from '@sandtable/shared/rules/course';
import type { studentSheetResultSchema } from '@sandtable/shared/contracts/courses';
import { issueField, issueText } from '@sandtable/shared/i18n/issues';
import { translator } from '../../lib/i18n';
import { readSheetRows } from '../../lib/sheet';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { isLearner } from '@sandtable/shared/auth/roles';
import { accountsByMobile } from '../user';

/**
 * The wizard's student table (/course/courseTeamMember/upload.json): columns name, mobile,
 * department and team; read like the people import (bilingual headers, either language alone or
 * the field key), checked row by row against the shared schema. Nothing is written: the wizard
 * shows the rows and submits them with the course.
 */
const COLUMNS = ['name', 'mobile', 'department', 'team'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['name', 'mobile'];

const zh = translator('zh-CN');
const en = translator('en-US');
const labelKey = (c: Column) => (c === 'team' ? 'course:field.team' : `fields:${c}`);
const normalise = (s: unknown) => String(s ?? '').toLowerCase().replace(/[\s*＊:：()（）]/g, '');
const headerOf = (c: Column) => `${zh(labelKey(c))} ${en(labelKey(c))}${REQUIRED.includes(c) ? ' *' : ''}`;

function columnOf(header: unknown): Column | undefined {
  const h = normalise(header);
  return COLUMNS.find((c) => [headerOf(c), zh(labelKey(c)), en(labelKey(c)), c].some((label) => normalise(label) === h));
}

function cellValue(column: Column, raw: unknown): unknown {
  const text = String(raw ?? '').trim();
  if (text === '') return column === 'name' || column === 'mobile' ? '' : null;
  // Spreadsheets turn mobiles into numbers (1.38e10): keep the digits.
  return column === 'mobile' ? text.replace(/\.0+$/, '') : text;
}

type Result = z.infer<typeof studentSheetResultSchema>;
type ReadRows = { rows: Omit<Result['rows'][number], 'accountName'>[]; errors: Result['errors'] };

export async function readStudentSheet(bytes: Buffer, t: TFunction): Promise<ReadRows> {
  const result: ReadRows = { rows: [], errors: [] };
  const firstRowOf = new Map<string, number>();
  for (const { row, input } of await readSheetRows(bytes, { columnOf, required: REQUIRED, cellValue })) {
    const parsed = courseStudentRowSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) result.errors.push({ row, field: issueField(issue), message: issueText(t, issue) });
      continue;
    }
    const first = firstRowOf.get(parsed.data.mobile);
    if (first !== undefined) {
      result.errors.push({ row, field: 'mobile', message: String(t('people:import.duplicateInFile', { row: first })) });
      continue;
    }
    firstRowOf.set(parsed.data.mobile, row);
    result.rows.push({ ...parsed.data, row });
  }
  return result;
}

/**
 * What the wizard must know about each row's mobile before the rows are added, by the same rules
 * as the create (resolveStudents): an account outside the caller's scope is a row error that says
 * nothing about it; an account that cannot study is a row error; an account in scope is named so
 * the wizard can ask when the sheet gives another name. Nothing is written.
 */
export async function matchAccounts(db: Db, actor: Actor, t: TFunction, read: ReadRows): Promise<Result> {
  const { visible, hidden } = await accountsByMobile(db, actor, read.rows.map((r) => r.mobile));
  const errors = [...read.errors];
  const rows: Result['rows'] = [];
  for (const r of read.rows) {
    const account = visible.get(r.mobile);
    if (hidden.has(r.mobile)) errors.push({ row: r.row, field: 'mobile', message: String(t('validation:mobileNotYours')) });
    else if (account && (!isLearner(account.role) || account.status !== 'active')) errors.push({ row: r.row, field: 'mobile', message: String(t('validation:notALearner')) });
    else rows.push({ ...r, accountName: account?.name ?? null });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors };
}

/** The template: the bilingual table to fill in, and a sheet explaining every column in the caller's language. */
export function studentTemplate(t: TFunction): Buffer {
  const book = XLSX.utils.book_new();
  const students = XLSX.utils.aoa_to_sheet([COLUMNS.map(headerOf)]);
  students['!cols'] = COLUMNS.map(() => ({ wch: 22 }));
  XLSX.utils.book_append_sheet(book, students, `${zh('people:import.sheetName')} ${en('people:import.sheetName')}`.slice(0, 31));
  const help: string[][] = [
    [String(t('courseAdmin:template.instructions'))],
    [],
    [String(t('people:import.column')), String(t('people:import.requiredColumn')), String(t('people:import.allowed'))],
    ...COLUMNS.map((c) => [String(t(labelKey(c))), REQUIRED.includes(c) ? String(t('people:import.yes')) : '', String(t(`courseAdmin:template.hint.${c}`))]),
  ];
  const helpSheet = XLSX.utils.aoa_to_sheet(help);
  helpSheet['!cols'] = [{ wch: 16 }, { wch: 10 }, { wch: 100 }];
  XLSX.utils.book_append_sheet(book, helpSheet, String(t('people:import.helpSheetName')).slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}
