import { describe, expect, it } from 'vitest';
import type { Person } from '@sandtable/shared/contracts/people';
import { profileUpdateSchema, memberFieldsSchema } from '@sandtable/shared/contracts/people';
import { errorsByRow, memberFormValues, memberRequest, profileFormValues, profileRequests, rowErrorsToFields } from './mapping';

const person: Person = {
  id: 7,
  account: 'student7',
  mobile: '13800000007',
  email: null,
  name: '周杰',
  nickname: null,
  avatarUrl: null,
  role: 'student',
  classification: 'free',
  status: 'active',
  companyId: null,
  companyName: null,
  lastLoginAt: null,
  mustChangePassword: false,
  gender: null,
  age: null,
  department: null,
  positionId: null,
  chatId: null,
  organisation: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('profile form <-> requests', () => {
  it('sends trimmed text, null for emptied fields, and passes the shared schema', () => {
    const values = { ...profileFormValues(person), name: ' 周杰伦 ', department: '  ', chatId: ' wx_7 ', age: 30, positionId: 9, organisation: '某大学' };
    const { update, nickname } = profileRequests(values, person);
    expect(update).toEqual({ name: '周杰伦', gender: null, age: 30, department: null, positionId: 9, chatId: 'wx_7', organisation: '某大学' });
    expect(nickname).toBeUndefined();
    expect(profileUpdateSchema.safeParse(update).success).toBe(true);
  });

  it('changes the nickname only when it changed and is not empty', () => {
    expect(profileRequests({ ...profileFormValues(person), nickname: ' 小周 ' }, person).nickname).toBe('小周');
    const named = { ...person, nickname: '小周' };
    expect(profileRequests(profileFormValues(named), named).nickname).toBeUndefined();
    expect(profileRequests({ ...profileFormValues(named), nickname: '' }, named).nickname).toBeUndefined();
  });

  it('does not send an organisation for company members: their company is it', () => {
    const member = { ...person, companyId: 1, companyName: 'Acme' };
    expect(profileRequests(profileFormValues(member), member).update).not.toHaveProperty('organisation');
  });
});

describe('member form <-> request', () => {
  it('round-trips a person and fills the defaults the server expects', () => {
    const values = memberFormValues({ ...person, email: 'a@b.cn', positionId: 7 });
    expect(memberRequest(values)).toEqual({ name: '周杰', mobile: '13800000007', email: 'a@b.cn', gender: null, department: null, positionId: 7, classification: 'free' });
    const blank = memberRequest({ name: ' 王五 ', mobile: '13400000001 ' });
    expect(blank).toMatchObject({ name: '王五', mobile: '13400000001', email: null, classification: 'free' });
    expect(memberFieldsSchema.safeParse(blank).success).toBe(true);
  });
});

describe('row errors', () => {
  const errors = [
    { row: 3, field: 'mobile', message: 'This mobile number is already registered.' },
    { row: 1, field: 'name', message: 'Name: is required' },
    { row: 3, field: 'mobile', message: 'Same mobile as row 2' },
    { row: 2, field: '', message: 'Something about the whole row' },
  ];

  it('land on the field of the right row of the add form (rows count from 1)', () => {
    const { fields, other } = rowErrorsToFields(errors, 'members');
    expect(fields).toEqual([
      { name: ['members', 2, 'mobile'], errors: ['This mobile number is already registered.', 'Same mobile as row 2'] },
      { name: ['members', 0, 'name'], errors: ['Name: is required'] },
    ]);
    expect(other).toEqual([{ row: 2, field: '', message: 'Something about the whole row' }]);
  });

  it('group by spreadsheet row, in row order, for the import preview', () => {
    expect(errorsByRow(errors)).toEqual([
      { row: 1, problems: [{ field: 'name', message: 'Name: is required' }] },
      { row: 2, problems: [{ field: '', message: 'Something about the whole row' }] },
      {
        row: 3,
        problems: [
          { field: 'mobile', message: 'This mobile number is already registered.' },
          { field: 'mobile', message: 'Same mobile as row 2' },
        ],
      },
    ]);
  });
});
