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
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
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
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
