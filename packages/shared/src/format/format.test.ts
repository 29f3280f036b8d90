import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fenToYuan, formatMoney, formatYuan, yuanToFen } from './money';
import { dateIn, formatTime } from './time';
import { maskPhone } from './phone';
import { listOf } from './list';

describe('formatYuan', () => {
  it('puts the sign before the yuan symbol', () => {
    expect(formatYuan(-1_289_600)).toBe('-¥12,896.00');
    expect(formatYuan(-5)).toBe('-¥0.05');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(123_456)).toBe('¥1,234.56');
    expect(() => formatYuan(1.5)).toThrow();
  });
});

describe('formatMoney', () => {
  it('shows fen as yuan with two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(123456)).toBe('1,234.56');
    expect(formatMoney(-100)).toBe('-1.00');
    expect(formatMoney(123456789012)).toBe('1,234,567,890.12');
  });
  it('round-trips exactly for any integer fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(Math.round(Number(formatMoney(fen).replace(/,/g, '')) * 100)).toBe(fen);
      }),
    );
  });
  it('refuses fractions of a fen', () => {
    expect(() => formatMoney(1.5)).toThrow();
  });
});

describe('yuanToFen / fenToYuan', () => {
  it('turns typed yuan into whole fen without float drift', () => {
    expect(yuanToFen(160)).toBe(16_000);
    expect(yuanToFen(12.34)).toBe(1_234);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(1234567.89)).toBe(123456789);
  });
  it('round-trips any integer fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
      }),
    );
  });
});

describe('formatTime', () => {
  it('shows local time as YYYY-MM-DD HH:mm', () => {
    expect(formatTime(new Date(2026, 0, 5, 9, 7))).toBe('2026-01-05 09:07');
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('maskPhone', () => {
  it('masks the middle four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(null)).toBe('');
  });
});

describe('listOf', () => {
  it('joins names with the language’s separator, whichever form of the language is given', () => {
    expect(listOf(['甲', '乙', '丙'], 'zh-CN')).toBe('甲、乙、丙');
    expect(listOf(['甲', '乙'], 'zh')).toBe('甲、乙');
    expect(listOf(['A', 'B'], 'en-US')).toBe('A, B');
    expect(listOf(['A', 'B'], 'en')).toBe('A, B');
    expect(listOf([], 'zh')).toBe('');
  });
});

describe('dateIn', () => {
  it('is the calendar date where the time zone is, whichever zone was asked before', () => {
    const at = new Date('2027-03-01T16:30:00Z');
    expect(dateIn(at, 'Asia/Shanghai')).toBe('2027-03-02');
    expect(dateIn(at, 'UTC')).toBe('2027-03-01');
    expect(dateIn(at, 'Asia/Shanghai')).toBe('2027-03-02');
    expect(dateIn(new Date('2027-03-01T15:59:59Z'), 'Asia/Shanghai')).toBe('2027-03-01');
  });
});
