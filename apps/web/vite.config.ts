import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './antdStaticStyles.ts';
import { LOCALES } from '../../packages/shared/src/i18n/locales.ts';
import { CORE_NAMESPACES, HOME_NAMESPACES } from './src/i18n/core.ts';

/** API paths the dev server forwards to the Fastify server (which serves the built SPA in production). */
const API_PREFIXES = ['/login.do', '/admin', '/user', '/other', '/company', '/course', '/mechanism', '/inviteCodeInfo', '/student', '/certificate', '/game', '/assessment', '/belbin', '/evaluation', '/files', '/endpoint', '/healthz', '/openapi.json', '/docs'];
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
/** React, its DOM and router: a long-cached chunk of their own. */
const REACT = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the SPA works wherever the server mounts it (hash routes need no rewrites).
  base: './',
  plugins: [react(), antdStaticStyles(), precompress()],
  build: {
    sourcemap: !!process.env.SOURCEMAP,
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Libraries in long-cached chunks of their own; page chunks then hold only page code.
        codeSplitting: {
          groups: [
            // Only the chart chunk imports ECharts: its own group keeps it out of the eager vendor chunk.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 30 },
            // Only the live course opens a socket: Socket.IO's client stays out of the eager vendor chunk.
            { name: 'socketio', test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/, priority: 30 },
            // Only the QR login draws QR codes: keep the encoder out of the eager vendor chunk too.
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs)[\\/]/, priority: 30 },
            // The texts: per locale, the core ones (first render) and the rest (any other page) in
            // one chunk each, instead of a request per namespace; the other locale loads on a switch.
            ...LOCALES.flatMap((locale) => [
              { name: `texts-core-${locale}`, test: new RegExp(`i18n[\\\\/]${locale}[\\\\/](${CORE_NAMESPACES.join('|')})\\.json$`), priority: 40 },
              // The home page's welcome: its texts without every other page's (docs/decisions/performance.md §14).
              { name: `texts-home-${locale}`, test: new RegExp(`i18n[\\\\/]${locale}[\\\\/](${HOME_NAMESPACES.join('|')})\\.json$`), priority: 38 },
              { name: `texts-${locale}`, test: new RegExp(`i18n[\\\\/]${locale}[\\\\/]\\w+\\.json$`), priority: 35 },
            ]),
            { name: 'react', test: REACT, priority: 20 },
            // Everything else the document's script imports, in one file: left to the automatic split
            // it came as 15 files of 0.1–15 KB, each a round trip before the first paint (§17).
            { name: bootChunk, debugName: 'boot', priority: 15, includeDependenciesRecursively: false },
            // The login page and what it alone needs, in one file (§17).
            { name: loginChunk, debugName: 'Login', priority: 14, includeDependenciesRecursively: false },
            // What a shell page's first paint needs besides the eager chunks, in one file (§13, §15): the
            // shell and the home page's welcome, without antd. Not its dependencies as well: those the
            // login page shares (React, the transport) stay where they are.
            { name: shellChunk, debugName: 'shell', priority: 11, includeDependenciesRecursively: false },
            // antd's frame and the components most pages share, in one file (§13, §15).
            { name: frameChunk, debugName: 'frame', priority: 10, includeDependenciesRecursively: false },
            // The side menu with its icons in one file (a phone loads it when the drawer opens).
            { name: sideMenuChunk, debugName: 'SideMenu', priority: 9, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
      // The live course's Socket.IO (polling and the WebSocket upgrade).
      '/socket.io': { target: API_TARGET, changeOrigin: false, ws: true },
    },
  },
});

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const HOME_PAGE = src('features/home/pages/Home/index.tsx');
/** The home page's body, loaded once the welcome has painted. */
const HOME_BODY = src('features/home/components/HomeBody.tsx');
/** Where a shell page's first paint starts: the shell and the home page's welcome, drawn without antd (§15). */
const SHELL_ROOTS = [src('app/layouts/ShellLayout.tsx'), HOME_PAGE];
/** antd's frame. */
const FRAME_ROOT = src('app/AntFrame.tsx');
/**
 * The antd components most pages share, whose styles the build computes (scripts/antdStaticStyles.tsx
 * names them): they join the frame chunk. Their ES modules, as the walk finds them in the graph.
 */
function sharedAntdComponents(): string[] {
  const script = fs.readFileSync(path.resolve(import.meta.dirname, 'scripts/antdStaticStyles.tsx'), 'utf8');
  const names = /import\s*\{([^}]*)\}\s*from\s*'antd'/.exec(script)?.[1]?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
  if (names.length === 0) throw new Error('vite.config: no antd components named in scripts/antdStaticStyles.tsx');
  const antdEs = path.dirname(fileURLToPath(import.meta.resolve('antd/es/index.js')));
  return names.map((name) => path.join(antdEs, BARRELS[`${path.sep}antd${path.sep}es${path.sep}index.js`]!(name)));
}
/** What the login page loads (never in the shell or frame chunks: it must stay without antd). */
const LOGIN_PAGE = src('features/auth/pages/Login/index.tsx');
const LOGIN_ROOTS = [src('main.tsx'), LOGIN_PAGE];

type ModuleGraph = (id: string) => { importedIds: string[]; code: string | null } | null;

/** antd's and the icons' index files re-export every component: a walk follows only the names imported. */
const BARRELS: Record<string, (name: string) => string> = {
  [`${path.sep}antd${path.sep}es${path.sep}index.js`]: (name) => path.join(name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase(), 'index.js'),
  [`${path.sep}@ant-design${path.sep}icons${path.sep}es${path.sep}index.js`]: (name) => path.join('icons', `${name}.js`),
};

/** Every module statically imported, directly or not, by `roots` (through a barrel: the names imported). */
function staticallyReached(roots: string[], getModuleInfo: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      const barrel = Object.keys(BARRELS).find((suffix) => imported.endsWith(suffix));
      if (!barrel) {
        queue.push(imported);
        continue;
      }
      const from = barrel.includes('antd') ? 'antd' : '@ant-design/icons';
      for (const [, names] of info?.code?.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${from}['"]`, 'g')) ?? []) {
        for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!).filter((name) => name && !name.startsWith('type '))) {
          const file = path.join(path.dirname(imported), BARRELS[barrel]!(name));
          if (getModuleInfo(file)) queue.push(file);
        }
      }
    }
  }
  return seen;
}

const SIDE_MENU = src('app/layouts/SideMenu.tsx');
const MAIN = src('main.tsx');

/** Memoised per build: the walks below are over the whole module graph. */
const sets = new Map<string, Set<string>>();
function memo(name: string, compute: () => Set<string>): Set<string> {
  let set = sets.get(name);
  if (!set) sets.set(name, (set = compute()));
  return set;
}
const loginSet = (getModuleInfo: ModuleGraph) => memo('login', () => staticallyReached(LOGIN_ROOTS, getModuleInfo));

/**
 * The `boot` chunk: what the document's script (main.tsx) imports, directly or not, besides React
 * (long cached on its own), and what both first pages, the login page and a shell page's, need
 * (the phone number's format, the countdown...): every visit loads it before its first paint (§17).
 */
function bootSet(getModuleInfo: ModuleGraph): Set<string> {
  return memo('boot', () => {
    const shell = staticallyReached([...SHELL_ROOTS, HOME_BODY], getModuleInfo);
    const both = [...staticallyReached([LOGIN_PAGE], getModuleInfo)].filter((module) => shell.has(module));
    return new Set([...staticallyReached([MAIN], getModuleInfo), ...both].filter((module) => module !== MAIN && module !== LOGIN_PAGE && !REACT.test(module)));
  });
}
function bootChunk(id: string, ctx: { getModuleInfo: ModuleGraph }): string | null {
  return bootSet((module) => ctx.getModuleInfo(module)).has(id) ? 'boot' : null;
}

/** The `Login` chunk: the login page with the rest of what it imports (its form, the code field...). */
function loginChunk(id: string, ctx: { getModuleInfo: ModuleGraph }): string | null {
  const getModuleInfo = (module: string) => ctx.getModuleInfo(module);
  const login = memo('loginPage', () => {
    const boot = bootSet(getModuleInfo);
    return new Set([...staticallyReached([LOGIN_PAGE], getModuleInfo)].filter((module) => !boot.has(module) && !REACT.test(module)));
  });
  return login.has(id) ? 'Login' : null;
}

/**
 * The `shell` chunk: the shell's and the welcome's own files (the home page's module stays in its
 * chunk) that the login page does not load. No antd: app/weight.test.ts holds them to that, so a
 * shell page's first paint needs neither antd's runtime nor its frame (docs/decisions/performance.md §15).
 */
function shellChunk(id: string, ctx: { getModuleInfo: ModuleGraph }): string | null {
  const getModuleInfo = (module: string) => ctx.getModuleInfo(module);
  const shell = memo('shell', () => {
    const login = loginSet(getModuleInfo);
    return new Set([...staticallyReached(SHELL_ROOTS, getModuleInfo)].filter((module) => !login.has(module) && module !== HOME_PAGE));
  });
  return shell.has(id) ? 'shell' : null;
}

/**
 * The `frame` chunk: antd's frame (its runtime, theme, App, ConfigProvider) and the components most
 * pages share (Card, Row, Space, Typography, Button, Dropdown...: those whose styles the build
 * computes). Left to the automatic split, they came as some 60 files of 1–35 KB: on HTTP/1.1's six
 * connections per host, a round trip each (docs/decisions/performance.md §13, §15).
 */
function frameChunk(id: string, ctx: { getModuleInfo: ModuleGraph }): string | null {
  const getModuleInfo = (module: string) => ctx.getModuleInfo(module);
  const frame = memo('frame', () => {
    const login = loginSet(getModuleInfo);
    const roots = [FRAME_ROOT, ...sharedAntdComponents().filter((file) => getModuleInfo(file))];
    return new Set([...staticallyReached(roots, getModuleInfo)].filter((module) => !login.has(module)));
  });
  return frame.has(id) ? 'frame' : null;
}

/** The `SideMenu` chunk: what the side menu needs beyond the frame (its icons, the menu's code). */
function sideMenuChunk(id: string, ctx: { getModuleInfo: ModuleGraph }): string | null {
  const getModuleInfo = (module: string) => ctx.getModuleInfo(module);
  const sideMenu = memo('sideMenu', () => {
    const elsewhere = staticallyReached([...LOGIN_ROOTS, ...SHELL_ROOTS, FRAME_ROOT], getModuleInfo);
    return new Set([...staticallyReached([SIDE_MENU], getModuleInfo)].filter((module) => !elsewhere.has(module) && !frameChunk(module, ctx)));
  });
  return sideMenu.has(id) ? 'SideMenu' : null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `name.br` and `name.gz` next to every text asset at their best (slowest) settings, once at
 * build time; the server's static handler sends them to browsers that accept them. Smaller than
 * compressing on each request, and no CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sandtable:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const texts = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const source = await fs.promises.readFile(path.join(outDir, file));
          if (source.length < 1024) return; // not worth a second request header's worth of bytes
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await fs.promises.writeFile(path.join(outDir, `${file}.br`), br);
          await fs.promises.writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}
