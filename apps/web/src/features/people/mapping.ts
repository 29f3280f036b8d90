import type { z } from 'zod';
import type { NamePath } from 'antd/es/form/interface';
import type { importRowErrorSchema, memberFieldsSchema, Person, profileUpdateSchema } from '@sandtable/shared/contracts/people';
import type { Classification, Gender } from '@sandtable/shared/auth/roles';

/**
 * Form values <-> request bodies of the people screens. Forms hold what the inputs hold (strings,
 * undefined for an untouched select); requests want trimmed text and null for "nothing".
 */

type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type MemberInput = z.input<typeof memberFieldsSchema>;
export type RowError = z.infer<typeof importRowErrorSchema>;

/** Trimmed text, or null when nothing is left. */
export const textOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export interface ProfileFormValues {
  nickname?: string;
  name: string;
  gender?: Gender | null;
  age?: number | null;
  department?: string;
  positionId?: number | null;
  chatId?: string;
  organisation?: string;
}

export function profileFormValues(person: Person): ProfileFormValues {
  return {
    nickname: person.nickname ?? '',
    name: person.name,
    gender: person.gender,
    age: person.age,
    department: person.department ?? '',
    positionId: person.positionId,
    chatId: person.chatId ?? '',
    organisation: person.organisation ?? '',
  };
}

/**
 * The profile form saves through two endpoints: /user/update.json, and /user/updateNickName.json
 * when the nickname changed (it cannot be emptied there, so an emptied nickname is left as is).
 * A company member's organisation is their company: it is not sent.
 */
export function profileRequests(values: ProfileFormValues, person: Person): { update: ProfileUpdate; nickname?: string } {
  const update: ProfileUpdate = {
    name: values.name.trim(),
    gender: values.gender ?? null,
    age: values.age ?? null,
    department: textOrNull(values.department),
    positionId: values.positionId ?? null,
    chatId: textOrNull(values.chatId),
    ...(person.companyId === null ? { organisation: textOrNull(values.organisation) } : {}),
  };
  const nickname = textOrNull(values.nickname);
  return nickname && nickname !== person.nickname ? { update, nickname } : { update };
}

export interface MemberFormValues {
  name?: string;
  mobile?: string;
  email?: string;
  gender?: Gender | null;
  department?: string;
  positionId?: number | null;
  classification?: Classification;
}

export function memberFormValues(person: Person): MemberFormValues {
  return {
    name: person.name,
    mobile: person.mobile ?? '',
    email: person.email ?? '',
    gender: person.gender,
    department: person.department ?? '',
    positionId: person.positionId,
    classification: person.classification,
  };
}

export function memberRequest(values: MemberFormValues): MemberInput {
  return {
    name: values.name?.trim() ?? '',
    mobile: values.mobile?.trim() ?? '',
    email: textOrNull(values.email),
    gender: values.gender ?? null,
    department: textOrNull(values.department),
    positionId: values.positionId ?? null,
    classification: values.classification ?? 'free',
  };
}

/** The fields a row of the add form has: errors about anything else go to the row's alert. */
export const MEMBER_FIELDS = ['name', 'mobile', 'email', 'gender', 'department', 'positionId', 'classification'] as const;

/**
 * Per-row errors of /user/member/add.json (rows count from 1, in the order sent) -> antd
 * `setFields` entries of the form list `list`. Several messages for one field are joined; an
 * error naming no field of the form is returned in `other` with its row.
 */
export function rowErrorsToFields(errors: readonly RowError[], list: string) {
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  const other: RowError[] = [];
  for (const error of errors) {
    if (!(MEMBER_FIELDS as readonly string[]).includes(error.field)) {
      other.push(error);
      continue;
    }
    const key = `${error.row}.${error.field}`;
    const entry = byField.get(key) ?? { name: [list, error.row - 1, error.field], errors: [] };
    entry.errors.push(error.message);
    byField.set(key, entry);
  }
  return { fields: [...byField.values()], other };
}

export interface RowProblems {
  row: number;
  problems: { field: string; message: string }[];
}

/** Import errors grouped by spreadsheet row, in row order: one line per row in the preview. */
export function errorsByRow(errors: readonly RowError[]): RowProblems[] {
  const rows = new Map<number, RowProblems>();
  for (const { row, field, message } of errors) {
    const entry = rows.get(row) ?? { row, problems: [] };
    entry.problems.push({ field, message });
    rows.set(row, entry);
  }
  return [...rows.values()].sort((a, b) => a.row - b.row);
}
