import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { acceptOf, fileProblem, humanSize } from './files';

const file = (name: string, size = 1000) => ({ name, size });

describe('fileProblem()', () => {
  beforeEach(() => setLocale('en-US'));

  it('accepts avatars that are JPG or PNG up to 1 MB, whatever the case of the extension', () => {
    expect(fileProblem('avatar', file('me.png'))).toBeNull();
    expect(fileProblem('avatar', file('ME.JPEG', 1024 * 1024))).toBeNull();
  });

  it('refuses other types and larger files with the server’s own messages', () => {
    expect(fileProblem('avatar', file('me.gif'))).toBe('This file type is not supported; use JPG / PNG.');
    expect(fileProblem('avatar', file('png'))).toBe('This file type is not supported; use JPG / PNG.');
    expect(fileProblem('avatar', file('me.png', 1024 * 1024 + 1))).toBe('The file is too large; the limit is 1MB.');
  });

  it('takes only .xls and .xlsx for imports (spec §5), up to 10 MB', async () => {
    expect(fileProblem('import', file('students.xlsx'))).toBeNull();
    expect(fileProblem('import', file('old.xls'))).toBeNull();
    expect(fileProblem('import', file('students.csv'))).toBe('This file type is not supported; use XLSX / XLS.');
    await setLocale('zh-CN');
    expect(fileProblem('import', file('students.xlsx', 11 * 1024 * 1024))).toBe('文件过大，不能超过 10MB');
  });
});

describe('helpers', () => {
  it('names sizes and the accept attribute', () => {
    expect(humanSize(700 * 1024)).toBe('700KB');
    expect(humanSize(1024 * 1024)).toBe('1MB');
    expect(acceptOf('avatar')).toBe('.jpg,.jpeg,.png');
    expect(acceptOf('import')).toBe('.xlsx,.xls');
  });
});
