import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The module-boundary rule of `npm run lint` (eslint.config.js; docs/architecture.md, "Module
 * boundaries") on made-up files: it refuses reaching past another module's index.ts and SQL in
 * the layers that call repos.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => /'([^']+)' import/.exec(m.message)?.[1] ?? m.message);
}

describe('module boundaries (lint)', () => {
  it('a module reaches another only through its index', async () => {
    const code = "import { findCourse } from '../courses/course.repo';\nimport { accessCourse } from '../courses';\nimport { setBalance } from '../ledger/ledger.testkit';\nimport { loadRounds } from './game.repo';\nexport const x = [findCourse, accessCourse, setBalance, loadRounds];\n";
    expect(await refusals('apps/server/src/modules/game/new.test.ts', code)).toEqual(['../courses/course.repo']);
  });

  it('code outside the modules reaches them only through their index', async () => {
    const code = "import { createSession } from '../modules/auth/session.repo';\nimport { hashToken } from '../modules/auth';\nexport const x = [createSession, hashToken];\n";
    expect(await refusals('apps/server/src/plugins/new.ts', code)).toEqual(['../modules/auth/session.repo']);
  }, 30_000);

  it('every module file at any depth queries through repos; repos and the lifecycles query', async () => {
    const code = "import { eq, type SQL } from 'drizzle-orm';\nimport { teams } from '../../db/schema';\nimport type { courses } from '../../db/schema';\nexport const x: [unknown, unknown, SQL?, typeof courses?] = [eq, teams];\n";
    for (const file of ['game/new.routes.ts', 'game/new.service.ts', 'game/new.policy.ts', 'game/new.presenter.ts', 'game/index.ts', 'shop/payment/new.service.ts', 'user/helper.ts']) {
      expect(await refusals(`apps/server/src/modules/${file}`, code), file).toEqual(['drizzle-orm', '../../db/schema']);
    }
    for (const file of ['game/new.repo.ts', 'shop/payment/new.repo.ts', 'courses/lifecycle.ts', 'game/round-clock.ts']) {
      expect(await refusals(`apps/server/src/modules/${file}`, code), file).toEqual([]);
    }
  }, 30_000);
});
