// npm test: everything a change can break, in order — lint/format/types, unit and API tests on PGlite,
// the suites whose behaviour depends on the engine again on PostgreSQL (TEST_DATABASE_URL), a production
// build, and the browser journeys. With CI=true a missing database or browser is a failure, never a skip.
// Ends with each step's time and one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const reports = mkdtempSync(path.join(tmpdir(), 'campito-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// Names of failing tests with their first message line, printed again at the very end: CI keeps only the tail
// of the output, and a failure scrolled past thousands of passing lines would otherwise be lost. A property
// test's counterexample and the assertion behind it come along, or the failure could not be reproduced.
const failures = [];
const firstLine = (text) => {
  const lines = String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const extra = lines
    .filter((line) => /^(Counterexample|Caused by)/.test(line))
    .map((line) => line.slice(0, 400));
  return [lines[0] ?? '', ...extra].join(' | ');
};

/** Each step's wall time, printed as a table at the end (issue 32: where CI's minutes go). */
const steps = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ title, seconds: (performance.now() - started) / 1000, ok: result.status === 0 });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

function printSteps() {
  const width = Math.max(...steps.map((s) => s.title.length), 5);
  const total = steps.reduce((sum, s) => sum + s.seconds, 0);
  console.log('Tiempo por paso:');
  for (const s of steps) {
    console.log(
      `  ${s.title.padEnd(width)}  ${s.seconds.toFixed(0).padStart(5)} s  ${s.ok ? 'ok' : 'FALLÓ'}`,
    );
  }
  console.log(`  ${'Total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
}

function countVitest(file, pass) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of r.testResults ?? []) {
    const where = path.relative(root, suite.name);
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(`[${pass}] ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
    if (suite.status === 'failed' && (suite.assertionResults ?? []).every((t) => t.status !== 'failed')) {
      failures.push(`[${pass}] ${where}: ${firstLine(suite.message)}`);
    }
  }
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(
          `[playwright] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function missing(what) {
  if (ci) {
    console.error(`\n✗ ${what} (CI=true: esto es un error, no se omite)`);
    failedSteps.push(what);
  } else {
    console.warn(`\n⚠ ${what}: se omite ese paso fuera de CI.`);
  }
}

/**
 * The test files whose behaviour depends on the engine (migrations, locks, the change feed, search, raw
 * SQL, backups, several instances…): each says so in a first-line comment `// @engines pglite postgres`,
 * and only those run again on PostgreSQL. Everything else runs once, on PGlite.
 */
function bothEngineFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'build' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        entry.name.endsWith('.test.ts') &&
        readFileSync(full, 'utf8').startsWith('// @engines pglite postgres')
      )
        found.push(path.relative(root, full));
    }
  };
  for (const dir of ['apps', 'packages', 'scripts']) walk(path.join(root, dir));
  return found.sort();
}

const vitestArgs = (name) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, name)}`,
];

run('Formato, lint y tipos', 'npm', ['run', 'check']);

run('Unitarios y API (PGlite)', 'npx', vitestArgs('vitest-pglite.json'));
countVitest(path.join(reports, 'vitest-pglite.json'), 'PGlite');

if (process.env.TEST_DATABASE_URL) {
  run('API sobre PostgreSQL', 'npx', [...vitestArgs('vitest-postgres.json'), ...bothEngineFiles()], {
    TEST_DB: 'postgres',
  });
  countVitest(path.join(reports, 'vitest-postgres.json'), 'PostgreSQL');
} else {
  missing('TEST_DATABASE_URL no está definida: no se corrió la pasada sobre PostgreSQL');
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('Build de producción', 'npm', ['run', 'build'])) {
    run('Recorridos en el navegador (Playwright + Chromium)', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
    });
    countPlaywright(path.join(reports, 'playwright.json'));
  }
} else {
  missing(`No hay Chromium en ${chromium}: no se corrieron los recorridos en el navegador`);
}

console.log('');
printSteps();
if (failures.length > 0) {
  console.log('Tests que fallaron:');
  for (const failure of failures) console.log(`  ✗ ${failure.slice(0, 400)}`);
}
if (failedSteps.length > 0) console.log(`Pasos con errores: ${failedSteps.join('; ')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
