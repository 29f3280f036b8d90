import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { FastColor } from '@ant-design/fast-color';
import { accessibleTheme } from '../../app/theme';
import { TAG_COLOURS } from './Tag';

// The plain tags must look like antd's tags beside them: the same tint, border and (darkened) text.
describe('plain tag colours', () => {
  const base = theme.getDesignToken() as unknown as Record<string, string>;
  const tagTokens = accessibleTheme('#1677ff').components?.Tag as Record<string, string>;
  const solid = (colour: string) => new FastColor(colour).toHexString();

  it.each(['blue', 'gold', 'cyan'] as const)('preset %s is the theme’s', (preset) => {
    expect(TAG_COLOURS[preset]).toEqual({ color: tagTokens[`${preset}7`], background: base[`${preset}1`], borderColor: base[`${preset}3`] });
  });

  it.each([
    ['processing', 'Info'],
    ['success', 'Success'],
    ['warning', 'Warning'],
    ['error', 'Error'],
  ] as const)('status %s is the theme’s', (status, token) => {
    expect(TAG_COLOURS[status]).toEqual({ color: tagTokens[`color${token}`], background: base[`color${token}Bg`], borderColor: base[`color${token}Border`] });
  });

  it('the default tag is antd’s', () => {
    const { color, background, borderColor } = TAG_COLOURS.default;
    expect(solid(color)).toBe(solid(base.colorText));
    expect(background).toBe(new FastColor(base.colorFillTertiary).onBackground(base.colorBgContainer).toHexString());
    expect(borderColor).toBe(base.colorBorder);
  });
});
