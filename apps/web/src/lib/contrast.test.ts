import { describe, expect, it } from 'vitest';
import { TEAM_COLOURS } from '@sandtable/shared/rules/course';
import { AA_TEXT, contrastRatio, darkenToContrast, readableTextOn } from './contrast';

describe('contrast', () => {
  it('measures the WCAG ratio either way round', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1677ff', '#1677ff')).toBe(1);
  });

  it.each(TEAM_COLOURS)('text on the boot colour %s reads at AA', (colour) => {
    expect(contrastRatio(readableTextOn(colour), colour)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('puts dark text on light boots and light text on dark ones', () => {
    expect(readableTextOn('#fadb14')).toBe('#000000');
    expect(readableTextOn('#3f6600')).toBe('#ffffff');
  });

  it('darkens a colour only as far as it must to read on its background', () => {
    expect(darkenToContrast('#0958d9', '#ffffff')).toBe('#0958d9');
    const link = darkenToContrast('#1677ff', '#f5f5f5');
    expect(contrastRatio(link, '#f5f5f5')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(link, '#f5f5f5')).toBeLessThan(5.2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/hex/);
  });
});
