// `npm test`: type checks, lint, unit and API tests (Vitest), then browser tests (Playwright on the built
// app). Each runner prints its own summary; the last line adds them up as "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  console.error('CI needs TEST_DATABASE_URL: the API and concurrency tests must run on PostgreSQL.');
  process.exit(1);
}

const failures = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's file, name and first error line, repeated in the summary: CI keeps only the tail of the output. */
const failedTests = [];
// Colour codes (ESC [ ... m) the runners put in their messages.
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) => String(text ?? '').replace(COLOUR_CODES, '').trim().split('\n')[0]?.slice(0, 300) ?? '';

function run(title, command, args, options = {}) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name ?? '');
    const failedInSuite = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedInSuite) failedTests.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that fails to load has no test results, only its own message.
    if (!failedInSuite.length && suite.status === 'failed') failedTests.push(`${file}: ${firstLine(suite.message)}`);
  }
}

/** Playwright's report nests suites (files, describe blocks) around specs; each spec's tests carry their results. */
function playwrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`${[...here, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites, here);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  playwrightFailures(suites);
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const workspaces = ['packages/contract', 'packages/api-client', 'apps/server', 'apps/web'];
for (const ws of workspaces) run(`type check ${ws}`, 'npx', ['tsc', '--noEmit', '-p', ws]);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);

// The lint rules' own tests: a crossing import in a fixture is reported (eslint/*.test.js).
{
  const out = path.join(reports, 'eslint-rules.json');
  run('vitest eslint rules', 'npx', ['vitest', 'run', '--config', 'eslint/vitest.config.js', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  countVitest(out);
}

for (const ws of workspaces) {
  const out = path.join(reports, `${ws.replaceAll('/', '-')}.json`);
  run(`vitest ${ws}`, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: path.join(root, ws),
  });
  countVitest(out);
}

if (run('build', 'npm', ['run', 'build'])) {
  const out = path.join(reports, 'playwright.json');
  run('browser tests (playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  countPlaywright(out);
}

console.log('\n━━ summary ━━');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`failed tests:\n${failedTests.map((line) => `  ✗ ${line}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
