// npm run bench:web — what a visitor's phone receives: Lighthouse 12 (mobile, default simulated throttling)
// in the system Chromium against the production build. Prints scores, Web Vitals and bytes on first load,
// checks the budgets, and writes bench/web.json.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
const results = [];
try {
  for (const page of pages) {
    process.stdout.write(`  Lighthouse ${page}…\n`);
    const { lhr } = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
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
  '\n| page | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | JS KB | CSS KB | img KB | HTML KB |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.kb.js} | ${r.kb.css} | ${r.kb.images} | ${r.kb.html} |`,
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
  `${JSON.stringify({ date: new Date().toISOString(), machine, results, budgets: budgets.map(([page, name, pass]) => ({ page, name, pass })) }, null, 2)}\n`,
);
console.log(`Resultados: ${path.relative(root, file)}`);
