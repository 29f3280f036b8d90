import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { AA_TEXT, contrastRatio } from '../lib/contrast';
import { accessibleTheme } from './theme';

describe('accessibleTheme', () => {
  // antd's default blue, a light brand and one that already reads.
  for (const brand of ['#1677ff', '#52c41a', '#003a8c']) {
    it(`keeps primary buttons and links readable at rest and on hover (${brand})`, () => {
      const token = theme.getDesignToken({ token: accessibleTheme(brand).token });
      for (const colour of [token.colorPrimary, token.colorPrimaryHover, token.colorLink, token.colorLinkHover]) {
        expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(colour, token.colorBgLayout)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      // Links also read on the info alert's tint (the import dialog's template link).
      for (const colour of [token.colorLink, token.colorLinkHover]) expect(contrastRatio(colour, token.colorInfoBg)).toBeGreaterThanOrEqual(AA_TEXT);
      for (const colour of [token.colorSuccessText, token.colorWarningText, token.colorErrorText]) expect(contrastRatio(colour, token.colorBgLayout)).toBeGreaterThanOrEqual(AA_TEXT);
      // Danger buttons: red text on the page, white on the red, at rest and on hover.
      const danger = accessibleTheme(brand).components!.Button!;
      for (const colour of [danger.colorError!, danger.colorErrorHover!]) {
        expect(contrastRatio(colour, token.colorBgLayout)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(danger.colorErrorHover).not.toBe(danger.colorError);
      // A field's error message, a menu's danger item: red words on white or the grey of an active item, white on the red.
      for (const component of ['Form', 'Dropdown', 'Menu'] as const) {
        const red = (accessibleTheme(brand).components![component] as { colorError: string }).colorError;
        expect(contrastRatio(red, token.colorBgLayout), component).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio('#ffffff', red), component).toBeGreaterThanOrEqual(AA_TEXT);
      }
      // Hover is a visible change.
      expect(token.colorPrimaryHover).not.toBe(token.colorPrimary);
    });
  }
});
