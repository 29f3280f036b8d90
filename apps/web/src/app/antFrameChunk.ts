import antdStylesUrl from 'virtual:antd-static-styles';

let antdStyles: Promise<void> | undefined;

/**
 * The file of antd's styles computed at build time (antdStaticStyles.ts): in the document before
 * antd first renders, since antd reads which styles it holds once, at its first style. First in the
 * head, so the app's CSS still comes after it (and after what antd computes in the browser, which it
 * puts first) and wins where the two say the same thing with the same weight, as before. If it fails to
 * load, antd computes every style itself, as it did without it.
 */
function loadAntdStyles(): Promise<void> {
  if (!antdStylesUrl) return Promise.resolve();
  antdStyles ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdStylesUrl!;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.prepend(link);
  });
  return antdStyles;
}

/**
 * antd's frame (ConfigProvider, App: app/AntFrame.tsx) is a chunk of its own: every page but the
 * login page loads it with its page chunk, and the shell with its own (router.tsx); with it, the
 * file of its components' styles.
 */
export const loadAntFrame = () => Promise.all([import('./AntFrame'), loadAntdStyles()]).then(([frame]) => frame);
