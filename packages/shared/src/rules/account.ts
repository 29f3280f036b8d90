import { z } from '../contracts/zod';
import { CODE_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { PHONE_PATTERN } from './typing';
import { TEXT_MAX } from './limits';

export { isPhone, PHONE_PATTERN, stripPunctuation } from './typing';

/**
 * Account rules of spec §5, defined once: the web forms and the server validate with these.
 * Messages are i18n keys (namespace `validation`).
 */
export const CHINESE_NAME_PATTERN = /^[\u4e00-\u9fa5·]{2,20}$/;

export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, { message: 'validation:phone' });

export const chineseNameSchema = z.string().trim().regex(CHINESE_NAME_PATTERN, { message: 'validation:chineseName' });

/** Account name or 11-digit mobile: must not be empty. */
export const accountSchema = z.string().trim().min(1, { message: 'validation:accountEmpty' }).max(TEXT_MAX.account);

/** What a user types at login: not empty (strength is checked when a password is set). */
export const loginPasswordSchema = z.string().min(1, { message: 'validation:passwordEmpty' }).max(TEXT_MAX.password);

/** A new password: at least 6 characters with letters and digits. */
export const newPasswordSchema = z
  .string()
  .max(TEXT_MAX.password)
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(v) && /\d/.test(v), { message: 'validation:passwordWeak' });

/** A verification code: 6 digits (spec §5, §9). */
export const codeSchema = z.string().trim().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { message: 'validation:code' });

export const emailSchema = z.string().trim().email({ message: 'validation:email' }).max(TEXT_MAX.email);
