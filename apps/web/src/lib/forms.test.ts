import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { emailSchema } from '@sandtable/shared/rules/account';
import { ApiError, NETWORK_ERROR_CODE } from '../api/client';
import { setLocale } from '../i18n';
import { failureText, fieldError, formFailure, zodRule } from './forms';

const validate = (rule: ReturnType<typeof zodRule>, value: unknown) =>
  (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);

const fakeForm = () => ({ setFields: vi.fn() }) as unknown as FormInstance & { setFields: ReturnType<typeof vi.fn> };

describe('zodRule()', () => {
  beforeEach(() => setLocale('en-US'));

  it('checks the shared rule with its translated message', async () => {
    await expect(validate(zodRule(emailSchema, 'email'), 'nope')).rejects.toThrow('Please enter a valid email address');
    await expect(validate(zodRule(emailSchema, 'email'), '')).rejects.toThrow();
    await expect(validate(zodRule(emailSchema, 'email'), 'a@b.cn')).resolves.toBeUndefined();
  });

  it('lets a blank optional field pass, but not a wrong one', async () => {
    const rule = zodRule(emailSchema, 'email', { optional: true });
    for (const blank of ['', '   ', null, undefined]) await expect(validate(rule, blank)).resolves.toBeUndefined();
    await expect(validate(rule, 'nope')).rejects.toThrow('Please enter a valid email address');
  });
});

describe('formFailure()', () => {
  it('puts 100001 field messages on their fields', () => {
    const form = fakeForm();
    const error = new ApiError({ code: '100001', message: 'Please check your input', fields: [{ field: 'mobile', message: 'A mobile number is exactly 11 digits' }] });
    expect(formFailure(form, error)).toBeNull();
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'mobile', errors: ['A mobile number is exactly 11 digits'] }]);
  });

  it('puts a chosen business code on its field, and returns the others for an alert', () => {
    const form = fakeForm();
    const taken = new ApiError({ code: '101008', message: 'This mobile number is already registered.' });
    expect(formFailure(form, taken, { '101008': ['members', 1, 'mobile'] })).toBeNull();
    expect(form.setFields).toHaveBeenCalledWith([{ name: ['members', 1, 'mobile'], errors: ['This mobile number is already registered.'] }]);
    expect(formFailure(fakeForm(), taken)).toBe('This mobile number is already registered.');
  });

  it('stays silent about what the client already reported', () => {
    for (const code of [NETWORK_ERROR_CODE, '999999', '100006']) {
      expect(failureText(new ApiError({ code, message: 'x' }))).toBeNull();
      expect(formFailure(fakeForm(), new ApiError({ code, message: 'x' }))).toBeNull();
    }
    expect(failureText(new Error('a bug'))).toBeNull();
  });
});

describe('fieldError() (the core of antd’s zodRule and the plain login forms)', () => {
  beforeEach(() => setLocale('en-US'));

  it('gives the shared rule’s translated message, or null when the value passes', () => {
    expect(fieldError(emailSchema, 'email', 'nope')).toBe('Please enter a valid email address');
    expect(fieldError(emailSchema, 'email', 'a@b.cn')).toBeNull();
    expect(fieldError(emailSchema, 'email', '  ', undefined, { optional: true })).toBeNull();
  });
});

describe('formFailure() with a plain form’s setter', () => {
  it('puts 100001’s and the chosen codes’ messages on fields through the callback', () => {
    const setFieldErrors = vi.fn();
    const invalid = new ApiError({ code: '100001', message: 'Please check your input', fields: [{ field: 'code', message: 'The verification code is 6 digits' }] });
    expect(formFailure(setFieldErrors, invalid)).toBeNull();
    expect(setFieldErrors).toHaveBeenCalledWith([{ field: 'code', message: 'The verification code is 6 digits' }]);
    const notRegistered = new ApiError({ code: '101009', message: 'No account uses this mobile number.' });
    expect(formFailure(setFieldErrors, notRegistered, { '101009': 'mobile' })).toBeNull();
    expect(setFieldErrors).toHaveBeenLastCalledWith([{ field: 'mobile', message: 'No account uses this mobile number.' }]);
    expect(formFailure(setFieldErrors, notRegistered)).toBe('No account uses this mobile number.');
  });
});
