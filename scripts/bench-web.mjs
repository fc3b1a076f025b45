// npm run bench:web — what a visitor's phone receives: Lighthouse 12 (mobile, default simulated throttling)
// in the system Chromium against the production build. Prints scores, Web Vitals and bytes on first load,
// checks the budgets, and writes bench/web.json.
//
// Simulated throttling estimates each page from one fast observed load, and the estimate moves by up to a
// second between loads of the same page (it depends on whether a request started before or after the
// first paint of that load). So each page is measured BENCH_WEB_RUNS times (default 3) and the median run
// is reported, as Lighthouse's documentation recommends; the spread of LCP is printed beside it. One more
// load with real packet-level throttling (Chrome DevTools, the same slow-4G profile) gives "LCP devtools",
// for reference — the budgets are checked on the simulated median, as issue 9 defines them.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { ensureBuilt, root, startServer, tempDir } from './lib.mjs';

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

ensureBuilt();
const server = await startServer({
  DATA_DIR: tempDir('campito-web-bench-'),
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
});
const dogs = await (await fetch(`${server.url}/api/dogs?limit=1`)).json();
const pages = ['/', '/adoptar/perros', `/adoptar/perros/${dogs[0]._id}`, '/colaborar', '/contactanos'];

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
const results = [];
const audit = async (url, throttlingMethod) =>
  (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod })).lhr;
try {
  for (const page of pages) {
    process.stdout.write(`  Lighthouse ${page} (${RUNS} simulated + 1 devtools)…\n`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${page}`, 'simulate'));
    const lhr = computeMedianRun(runs);
    const lcpRuns = runs.map((run) => Math.round(run.audits['largest-contentful-paint'].numericValue));
    const devtools = await audit(`${server.url}${page}`, 'devtools');
    const bytes = Object.fromEntries(
      (lhr.audits['resource-summary']?.details?.items ?? []).map((i) => [i.resourceType, i.transferSize]),
    );
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    results.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      lcpRunsMs: lcpRuns,
      lcpDevtoolsMs: Math.round(devtools.audits['largest-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      kb: {
        js: +((bytes.script ?? 0) / 1024).toFixed(1),
        css: +((bytes.stylesheet ?? 0) / 1024).toFixed(1),
        images: +((bytes.image ?? 0) / 1024).toFixed(1),
        html: +((bytes.document ?? 0) / 1024).toFixed(1),
        total: +((bytes.total ?? 0) / 1024).toFixed(1),
      },
      failing: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => a.id),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(
  '\n| page | perf | a11y | best pr. | SEO | LCP ms (runs) | LCP devtools ms | CLS | TBT ms | JS KB | CSS KB | img KB | HTML KB |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} (${r.lcpRunsMs.join(', ')}) | ${r.lcpDevtoolsMs} | ${r.cls} | ${r.tbtMs} | ${r.kb.js} | ${r.kb.css} | ${r.kb.images} | ${r.kb.html} |`,
  );
}
const budgets = results.flatMap((r) => [
  [r.page, 'performance ≥ 95', r.performance >= 95],
  [r.page, 'accessibility = 100', r.accessibility === 100],
  [r.page, 'best practices ≥ 95', r.bestPractices >= 95],
  [r.page, 'SEO = 100', r.seo === 100],
  [r.page, 'LCP ≤ 2.0 s', r.lcpMs <= 2000],
  [r.page, 'CLS ≤ 0.02', r.cls <= 0.02],
  [r.page, 'JavaScript ≤ 100 KB compressed', r.kb.js <= 100],
]);
const failed = budgets.filter(([, , pass]) => !pass);
console.log(`\nBudgets: ${budgets.length - failed.length} of ${budgets.length} pass`);
for (const [page, name] of failed) console.log(`  FAIL ${page}: ${name}`);
for (const r of results)
  if (r.failing.length) console.log(`  ${r.page} audits under 0.9: ${r.failing.join(', ')}`);

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const file = path.join(root, 'bench/web.json');
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), machine, runsPerPage: RUNS, results, budgets: budgets.map(([page, name, pass]) => ({ page, name, pass })) }, null, 2)}\n`,
);
console.log(`Resultados: ${path.relative(root, file)}`);
