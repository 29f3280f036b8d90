import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module that names the build's file of antd's styles (app/antFrameChunk.ts). */
export const ANTD_STYLES_MODULE = 'virtual:antd-static-styles';
const RESOLVED = `\0${ANTD_STYLES_MODULE}`;

/**
 * antd's styles for the frame's components, computed once at build time (scripts/antdStaticStyles.tsx)
 * into a CSS file, instead of by antd's CSS-in-JS in the browser during a shell page's first paint
 * (docs/decisions/performance.md §14). `virtual:antd-static-styles` exports the file's URL at build
 * time and `null` elsewhere (the dev server, the unit tests), where antd computes them as before.
 */
export function antdStaticStyles(): Plugin {
  let build = false;
  return {
    name: 'sandtable:antd-static-styles',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === ANTD_STYLES_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (!build) return 'export default null;';
      // antd names its class hashes `css-dev-only-…` outside production: the browser's are production's.
      const css = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'scripts/antdStaticStyles.tsx')], {
        cwd: import.meta.dirname,
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (!css.includes('data-ant-cssinjs-cache-path')) throw new Error('antd static styles: no cache path map in the extracted CSS');
      const name = `antd-${crypto.createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName: `assets/${name}`, source: css });
      // Beside the chunk that imports this (assets/): the URL resolves wherever the app is mounted.
      return `const name = ${JSON.stringify(name)};\nexport default new URL(name, import.meta.url).href;`;
    },
  };
}
