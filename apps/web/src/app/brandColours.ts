import { useLayoutEffect } from 'react';
import { darkenToContrast } from '../lib/contrast';

/** The darkest background text sits on (antd's layout grey, `colorBgLayout`); white is lighter still. */
export const PAGE_BACKGROUND = '#f5f5f5';

/** The brand colour darkened just enough to read as text on the page (and white text on it). */
export function accessiblePrimary(brandColour: string): string {
  return darkenToContrast(brandColour, PAGE_BACKGROUND);
}

/**
 * The brand's accessible primary as CSS custom properties on the document, for the pages drawn
 * without antd (components/plain/plain.css); antd's own pages get it through the theme.
 */
export function useBrandColours(brandColour: string) {
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--brand-primary', accessiblePrimary(brandColour));
  }, [brandColour]);
}
