import type { Namespace } from '@sandtable/shared/i18n/locales';

/**
 * The texts loaded before the first render, in the active locale only: the frame (titles, menu,
 * transport and error messages, form validation) and the login and register pages. Every other
 * page loads the rest of its locale with its chunk (`ensureTexts`). A test keeps the frame and the
 * auth pages within this list; the build puts it in one chunk per locale (vite.config.ts).
 */
export const CORE_NAMESPACES = ['common', 'errors', 'validation', 'fields', 'auth', 'menu', 'signin'] as const satisfies readonly Namespace[];
