import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources, LOCALES, NAMESPACES, pickLocale, localeFromHeader, headerFromLocale } from './index';
import { Errors } from '../errors/catalogue';
import { issueText } from './issues';
import { loginRequestSchema } from '../contracts/auth';
import { z } from '../contracts/zod';
import { phoneSchema, newPasswordSchema } from '../rules/account';

const keys = (o: object, pre = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${pre}${k}.`) : [`${pre}${k}`]));

describe('translations', () => {
  it('have identical key sets in zh-CN and en-US, namespace by namespace', () => {
    for (const ns of NAMESPACES) {
      expect(keys(resources['en-US'][ns]).sort(), ns).toEqual(keys(resources['zh-CN'][ns]).sort());
    }
  });

  it('load every JSON file of both locale folders', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(dir, locale)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it('have no empty strings', () => {
    for (const locale of LOCALES) {
      for (const ns of NAMESPACES) {
        const flat = keys(resources[locale][ns]);
        for (const k of flat) {
          const value = k.split('.').reduce<any>((o, part) => o[part], resources[locale][ns]);
          expect(String(value).trim(), `${locale} ${ns}:${k}`).not.toBe('');
        }
      }
    }
  });

  it('translate every catalogue error in both locales', () => {
    for (const locale of LOCALES) {
      for (const def of Object.values(Errors)) {
        const [ns, key] = def.key.split(':');
        expect((resources[locale] as any)[ns][key], `${locale} ${def.key}`).toBeTypeOf('string');
      }
    }
  });
});

describe('error catalogue', () => {
  it('gives every error a unique six-digit code', () => {
    const codes = Object.values(Errors).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(Errors.success.code).toBe('000000');
    expect(Errors.noAuthority.code).toBe('100006');
    expect(Errors.serviceAbnormal.code).toBe('999999');
  });
});

describe('locale choice', () => {
  it('prefers the stored locale, else Chinese for zh browsers, else English', () => {
    expect(pickLocale('en-US', 'zh-CN')).toBe('en-US');
    expect(pickLocale(null, 'zh-TW')).toBe('zh-CN');
    expect(pickLocale(null, 'fr-FR')).toBe('en-US');
    expect(pickLocale('garbage', 'en')).toBe('en-US');
    expect(localeFromHeader('en')).toBe('en-US');
    expect(localeFromHeader(undefined)).toBe('zh-CN');
    expect(headerFromLocale('zh-CN')).toBe('zh');
  });
});

describe('issueText', () => {
  const t = (locale: string) => {
    const i = i18next.createInstance();
    i.init({ resources, lng: locale, ns: NAMESPACES, initAsync: false, showSupportNotice: false, interpolation: { escapeValue: false } });
    return i.t;
  };
  const first = (schema: { safeParse: (v: unknown) => any }, value: unknown) => schema.safeParse(value).error.issues[0];

  it('prefixes generic messages with the field name', () => {
    const issue = first(loginRequestSchema, { password: 'x' });
    expect(issueText(t('zh-CN'), issue)).toBe('账号：不能为空');
    expect(issueText(t('en-US'), issue)).toBe('Account: is required');
  });

  it('calls an empty text that must have a character required', () => {
    const name = z.object({ name: z.string().trim().min(1).max(40) });
    expect(issueText(t('zh-CN'), first(name, { name: '  ' }))).toBe('姓名：不能为空');
    expect(issueText(t('en-US'), first(name, { name: '' }))).toBe('Name: is required');
    expect(issueText(t('en-US'), first(z.object({ name: z.string().min(2) }), { name: 'a' }))).toBe('Name: must be at least 2 characters');
    expect(issueText(t('zh-CN'), first(loginRequestSchema, { account: '', password: 'x' }))).toBe('账号不能为空');
  });

  it("lets a rule's own sentence stand alone", () => {
    expect(issueText(t('en-US'), first(phoneSchema, '123'))).toBe('A mobile number is exactly 11 digits');
    expect(issueText(t('zh-CN'), first(newPasswordSchema, 'abcdef'))).toBe('密码至少 6 位，且须同时包含字母和数字');
  });
});
