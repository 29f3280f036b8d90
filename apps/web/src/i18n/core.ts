import type { Namespace } from '@sandtable/shared/i18n/locales';

/**
 * The texts loaded before the first render, in the active locale only: the frame (titles, menu,
 * transport and error messages, form validation) and the login and register pages. Every other
 * page loads the rest of its locale with its chunk (`ensureTexts`). A test keeps the frame and the
 * auth pages within this list; the build puts it in one chunk per locale (vite.config.ts).
 */
export const CORE_NAMESPACES = ['common', 'errors', 'validation', 'fields', 'auth', 'menu', 'signin'] as const satisfies readonly Namespace[];

/**
 * The home page's own texts, which its welcome (its first paint) needs beside the core ones: a chunk
 * per locale of their own (vite.config.ts), so the welcome does not wait for every other page's
 * texts; its sections load those after the welcome has painted (docs/decisions/performance.md §14).
 * With the texts of the learner's courses, which are drawn right under the welcome without waiting
 * for every other page's texts (§16).
 */
export const HOME_NAMESPACES = ['home', 'course', 'courseDetail'] as const satisfies readonly Namespace[];
