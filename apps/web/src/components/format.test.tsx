import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { setLocale } from '../i18n';
import { MoneyText, PhoneText, TimeText } from './format';

describe('format components', () => {
  it('show fen as yuan with two decimals, a mobile masked and a time as YYYY-MM-DD HH:mm', async () => {
    await setLocale('en-US');
    const { container } = render(
      <>
        <MoneyText fen={123456} />|<PhoneText phone="13812345678" />|<TimeText value={new Date(2026, 0, 5, 9, 7)} />|<TimeText value={null} />
      </>,
    );
    expect(container.textContent).toBe('¥1,234.56|138****5678|2026-01-05 09:07|');
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(2026, 0, 5, 9, 7).toISOString());
  });
});
