import { theme, type ThemeConfig } from 'antd';
import { contrastRatio, darkenToContrast } from '../lib/contrast';
import { accessiblePrimary, PAGE_BACKGROUND } from './brandColours';

/**
 * Loaded with the antd frame (app/AntFrame.tsx), not by the login page. The app's antd theme at WCAG 2.1 AA contrast (docs/decisions/web-accessibility.md). antd's
 * defaults put secondary text, placeholders, links and tag text under 4.5:1; so the brand colour
 * is darkened just enough to read as text on the page background (and white text on it), the grey
 * text tokens are deepened, and tags keep their hues with text dark enough for their tint.
 */

const BASE = theme.getDesignToken();
/** The darkest background text sits on in the shell (the layout grey); white is lighter still. */
const PAGE = PAGE_BACKGROUND;

/** antd's preset tag colours: their text is shade 7 on shade 1. */
const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;
/** Status tags (success, processing, warning, error): text in the status colour on its tint. */
const STATUSES = ['Success', 'Info', 'Warning', 'Error'] as const;

const tagText = Object.fromEntries([
  ...PRESETS.map((p) => [`${p}7`, darkenToContrast(BASE[`${p}7`], BASE[`${p}1`])]),
  ...STATUSES.map((s) => [`color${s}`, darkenToContrast(BASE[`color${s}`], BASE[`color${s}Bg`])]),
]);

/** Status text: antd's success green reads at 2.3:1 on white, its warning gold at 2:1. */
const statusText = Object.fromEntries((['colorSuccessText', 'colorWarningText', 'colorErrorText'] as const).map((k) => [k, darkenToContrast(BASE[k], PAGE)]));


/**
 * Hover states: antd lightens the primary colour (white on the lighter blue read 3.3:1); ours darken
 * it by about a third more contrast, a visible change that reads at least as well.
 */
const HOVER_STEP = 1.3;

/**
 * Links also sit in info alerts (the import dialog's template link), whose blue tint is darker
 * than the layout grey: they are darkened to read on it (4.4:1 otherwise for antd's blue).
 */
const LINK_BACKGROUND = contrastRatio(BASE.colorInfoBg, '#000000') < contrastRatio(PAGE, '#000000') ? BASE.colorInfoBg : PAGE;

const hoverOf = (colour: string, on: string) => darkenToContrast(colour, on, Math.min(21, contrastRatio(colour, on) * HOVER_STEP));

/**
 * Danger buttons (delete, disable, a confirmation's "Remove") in antd's error red read at 3.3:1 on
 * white, white on its lighter hover red at 2.6:1 (the pointer resting on a confirmation's button):
 * deepened to AA, hover darker still like the primary's.
 */
const dangerText = darkenToContrast(BASE.colorError, PAGE);
const dangerButton = { colorError: dangerText, colorErrorHover: hoverOf(dangerText, PAGE) };

/**
 * Red words elsewhere take the same deepened red, scoped to the component that draws them (an
 * input's red frame keeps antd's red: a border needs 3:1, which it has): a form field's error
 * message and the required mark (3.3:1 on white otherwise), a menu's danger item such as "Log out"
 * (3:1 on the grey of the item under the keyboard; white on the red under the pointer).
 */
const dangerWords = { colorError: dangerText };

export function accessibleTheme(brandColour: string): ThemeConfig {
  const primary = accessiblePrimary(brandColour);
  const link = darkenToContrast(primary, LINK_BACKGROUND);
  return {
    token: {
      colorPrimary: primary,
      colorPrimaryHover: hoverOf(primary, PAGE),
      colorLink: link,
      colorLinkHover: hoverOf(link, LINK_BACKGROUND),
      borderRadius: 8,
      // antd's 0.45 and 0.25 alpha greys read at about 3:1 and 1.6:1.
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      colorTextDisabled: 'rgba(0, 0, 0, 0.45)',
      // Status words in running text (Typography's success/warning/danger, our status labels).
      ...statusText,
    },
    components: { Tag: tagText, Button: dangerButton, Form: dangerWords, Dropdown: dangerWords, Menu: dangerWords },
  };
}
