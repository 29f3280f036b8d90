#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest. Unit and route tests run on embedded
// PGlite; when TEST_DATABASE_URL is set the server suite runs again on PostgreSQL; then the web
// app is built and the Playwright e2e suite drives it in real Chromium. Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];
// Each failed vitest test (or file that failed to run), printed again at the very end: CI shows
// only the tail of the output, where the e2e step's lines would otherwise have buried them.
const failures = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (res.status !== 0) failedSteps.push(name);
  return res.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  const firstLine = (text) => String(text ?? '').split('\n').find((l) => l.trim()) ?? '';
  for (const f of r.testResults) {
    const where = path.relative(process.cwd(), f.name);
    const failed = f.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) failures.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (f.status === 'failed' && !failed.length) failures.push(`${where}: ${firstLine(f.message)}`);
  }
}

function vitest(name, file, args, env) {
  run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args], env);
  countVitest(file);
}

/**
 * Steps that run side by side (each single-threaded: the type check and the lint on CI's 2 cores),
 * their output printed step by step once both have ended.
 */
async function runSideBySide(steps) {
  const done = await Promise.all(
    steps.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (status) => resolve({ name, status, output, seconds: Math.round((Date.now() - started) / 1000) }));
        }),
    ),
  );
  for (const { name, status, output, seconds } of done) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
    console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
    if (status !== 0) failedSteps.push(name);
  }
}

await runSideBySide([
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['lint', 'npx', ['eslint', '.']],
]);
vitest('unit and route tests (PGlite)', path.join(out, 'unit.json'), [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests (PostgreSQL)', path.join(out, 'pg.json'), ['--project', 'server*']);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server suite ran on PGlite only.');
}
if (run('web build', 'npm', ['run', 'build'])) {
  const report = path.join(out, 'e2e.json');
  run('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (fs.existsSync(report)) {
    const s = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  }
}

fs.rmSync(out, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed unit and route tests:\n${failures.map((f) => `  ✘ ${f.slice(0, 300)}`).join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
