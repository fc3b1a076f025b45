// npm run bench:web — what a visitor's phone receives: Lighthouse 12 (mobile) in the system Chromium against
// the production build, on every public page of apps/web/app/routes.ts. Checks docs/performance.md's budgets
// on every page (PASS or FAIL): JavaScript on first load (≤ 115 KB brotli where React hydrates, ≤ 5 KB on
// pages without the framework), and the performance score ≥ 98 and LCP ≤ 1.5 s with DevTools throttling
// (slow 4G, 4× CPU). Other Lighthouse figures are printed as information. Writes bench/web.json and its
// tables under docs/performance.md's "Latest figures" (scripts/bench-docs.mjs; BENCH_DOCS=off: not).
//
// The budgets are read with DevTools throttling, packet-level and on a CPU slowed 4×, because Lighthouse's
// simulated throttling misjudges React pages on localhost (ADR 009, "The simulated LCP of React pages"): it
// counts the framework's modules as blocking when they beat the first paint. A throttled load still varies,
// so each page can be loaded BENCH_WEB_RUNS times and the median run (Lighthouse's computeMedianRun) is
// checked; the spread of LCP is printed beside it. With every public page (~30) the default is 1 run: three
// take most of an hour on a shared machine. Set BENCH_WEB_RUNS=3 (or more) before trusting a borderline
// result. One more load with simulated throttling of the same profile is reported for information.
// BENCH_WEB_PAGES=/a,/b measures only those.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { runInfo, table, writeLatest } from './bench-docs.mjs';
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
const [dog] = await (await fetch(`${server.url}/api/dogs?limit=1`)).json();
const dogName = encodeURIComponent(dog.name);

// The pages that ship no framework: their JavaScript budget is the plain script's, not React's. Read from
// the build's own route table (a route whose handle says `hydrate: false`), so it cannot drift from the code.
const webBuild = await import(pathToFileURL(path.join(root, 'apps/web/build/server/index.js')).href);
const NO_FRAMEWORK = new Set(
  Object.values(webBuild.routes)
    .filter((route) => route.module.handle?.hydrate === false)
    .map((route) => `/${route.path}`),
);
// Every public page of apps/web/app/routes.ts: the sitemap's list (read from the build, like the route table
// above), a dog's id and name where the path takes one, and the pages kept out of the sitemap (account and
// payment). Left out: /admin (the staff SPA), the resource routes (sitemap.xml, robots.txt), the 404, and
// the two pages an anonymous visitor only ever gets as an error: /profile/edit (403, the no-access page)
// and /verificar (400 without a mailed token) — Lighthouse does not score error answers.
const sitemap = Object.values(webBuild.routes).find((route) => route.path === 'sitemap.xml');
const ALL_PAGES = [
  ...sitemap.module.PUBLIC_PATHS,
  `/colaborar/${dogName}`,
  `/adoptar/perros/${dog._id}`,
  `/adoptionForm/${dogName}`,
  '/profile',
  '/recuperar',
  '/cambiarPassword',
  '/pay',
];
// /pay goes home two seconds after its plain script runs, while Lighthouse is still reading the page (it
// would then score the home page): it is measured with that script blocked — the redirect is no load cost.
const LEAVES_ON_ITS_OWN = new Map([['/pay', '/enhance.js']]);
const only = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);
const pages = only ? ALL_PAGES.filter((p) => only.includes(p)) : ALL_PAGES;

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
const results = [];
/** A category's score (0–100) as Lighthouse weighs it, leaving one audit out. */
function scoreWithout(category, audits, left) {
  let sum = 0;
  let weights = 0;
  for (const ref of category?.auditRefs ?? []) {
    const value = audits[ref.id]?.score;
    if (ref.id === left || ref.weight === 0 || value === null || value === undefined) continue;
    sum += ref.weight * value;
    weights += ref.weight;
  }
  return weights ? Math.round((sum / weights) * 100) : 0;
}
/**
 * One Lighthouse load of a page. On a busy machine a load now and then yields no result at all (no first
 * paint seen, a protocol timeout): that one is said and repeated, up to twice.
 */
const audit = async (page, throttlingMethod) => {
  const blocked = LEAVES_ON_ITS_OWN.get(page);
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod };
  if (blocked) flags.blockedUrlPatterns = [`${server.url}${blocked}`];
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    lhr = (await lighthouse(`${server.url}${page}`, flags)).lhr;
    if (!lhr.runtimeError) return lhr;
    console.log(
      `    ${page} (${throttlingMethod}): ${lhr.runtimeError.code} — ${attempt < 3 ? 'again' : 'giving up'}`,
    );
  }
  return lhr;
};
/**
 * The median of a page's loads, as Lighthouse picks it (closest to the median FCP and TTI). A throttled
 * load without a TTI makes computeMedianRun throw: the load with the median LCP is taken then.
 */
function medianRun(runs) {
  if (runs.length === 1) return runs[0];
  try {
    return computeMedianRun(runs);
  } catch {
    const lcp = (run) => run.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
    return [...runs].sort((a, b) => lcp(a) - lcp(b))[runs.length >> 1];
  }
}
const JS_BUDGET_KB = { framework: 115, none: 5 };
const SCORE_BUDGET = 98;
const LCP_BUDGET_MS = 1500;
let throttling;
try {
  // The first load of a fresh Chromium is slower than any later one: spend it on no page's result.
  await audit('/', 'simulate');
  for (const page of pages) {
    process.stdout.write(`  Lighthouse ${page} (${RUNS} devtools + 1 simulated)…\n`);
    // A visitor meets a running server: its first render of a page (JIT, answer cache) is not theirs.
    await fetch(`${server.url}${page}`).then((res) => res.arrayBuffer());
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(page, 'devtools'));
    // Loads that still gave no result are left out of the median; a page with none fails every budget.
    const scored = runs.filter((run) => !run.runtimeError);
    const lhr = scored.length ? medianRun(scored) : runs[0];
    throttling ??= scored.length ? lhr.configSettings.throttling : undefined;
    const lcp = (run) => Math.round(run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    const simulated = await audit(page, 'simulate');
    const bytes = Object.fromEntries(
      (lhr.audits['resource-summary']?.details?.items ?? []).map((i) => [i.resourceType, i.transferSize]),
    );
    const score = (c, run = lhr) => Math.round((run.categories[c]?.score ?? 0) * 100);
    // A page kept out of search engines on purpose (robots noindex: /pay, the account pages) fails SEO's
    // "is-crawlable" by design: its SEO figure is the category's score without that one audit.
    const noIndex = lhr.audits['is-crawlable']?.score === 0;
    results.push({
      page,
      noFramework: NO_FRAMEWORK.has(page),
      noIndex,
      performance: score('performance'),
      lcpMs: lcp(lhr),
      lcpRunsMs: scored.map(lcp),
      performanceSimulated: score('performance', simulated),
      lcpSimulatedMs: lcp(simulated),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: noIndex ? scoreWithout(lhr.categories.seo, lhr.audits, 'is-crawlable') : score('seo'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
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

/** A page's budgets: [name, pass, figure]. NaN (a load without a result) fails. */
const checks = (r) => {
  const js = r.noFramework ? JS_BUDGET_KB.none : JS_BUDGET_KB.framework;
  return [
    [`JS ≤ ${js} KB`, r.kb.js <= js, `${r.kb.js} KB`],
    [`perf ≥ ${SCORE_BUDGET}`, r.performance >= SCORE_BUDGET, r.performance],
    [`LCP ≤ ${LCP_BUDGET_MS} ms`, r.lcpMs <= LCP_BUDGET_MS, `${r.lcpMs} ms`],
  ];
};
const budgets = results.flatMap((r) =>
  checks(r).map(([name, pass, value]) => ({ page: r.page, name, pass, value })),
);
const failedPages = results.filter((r) => checks(r).some(([, pass]) => !pass));
const label = (r) => `${r.page}${r.noFramework ? ' (no JS)' : ''}`;
const budgetTable = table(
  [
    'page',
    `JS KB brotli (≤ ${JS_BUDGET_KB.framework}; no JS ≤ ${JS_BUDGET_KB.none})`,
    `perf, DevTools (≥ ${SCORE_BUDGET})`,
    `LCP ms, DevTools (≤ ${LCP_BUDGET_MS})${RUNS > 1 ? ' (runs)' : ''}`,
    'result',
  ],
  [
    ...results.map((r) => {
      const failed = checks(r).filter(([, pass]) => !pass);
      return [
        label(r),
        r.kb.js,
        r.performance,
        `${r.lcpMs}${RUNS > 1 ? ` (${r.lcpRunsMs.join(', ')})` : ''}`,
        failed.length ? `FAIL: ${failed.map(([name]) => name.split(' ')[0]).join(', ')}` : 'PASS',
      ];
    }),
    [
      `${results.length - failedPages.length} of ${results.length} pages pass`,
      '',
      '',
      '',
      failedPages.length ? 'FAIL' : 'PASS',
    ],
  ],
  ['---', '---:', '---:', '---:', '---'],
);
const infoTable = table(
  [
    'page',
    'perf, simulated',
    'LCP ms, simulated',
    'a11y',
    'best pr.',
    'SEO',
    'CLS',
    'TBT ms',
    'CSS KB',
    'img KB',
    'HTML KB',
  ],
  results.map((r) => [
    label(r),
    r.performanceSimulated,
    r.lcpSimulatedMs,
    r.accessibility,
    r.bestPractices,
    `${r.seo}${r.noIndex ? '*' : ''}`,
    r.cls,
    r.tbtMs,
    r.kb.css,
    r.kb.images,
    r.kb.html,
  ]),
);
const t = throttling ?? {};
const info = runInfo([
  ['pages', only ? `${pages.length} (BENCH_WEB_PAGES)` : `${pages.length}, every public page`],
  ['loads', `${RUNS} with DevTools throttling a page (the median run is checked), 1 simulated`],
  [
    'DevTools throttling',
    `${t.requestLatencyMs} ms latency, ${Math.round(t.downloadThroughputKbps)} Kbps down, ${t.cpuSlowdownMultiplier}× CPU (Lighthouse mobile, slow 4G)`,
  ],
  ['notes', '(no JS): no framework (`hydrate: false`); *: noindex page, SEO without is-crawlable'],
  ...[...LEAVES_ON_ITS_OWN]
    .filter(([page]) => pages.includes(page))
    .map(([page, script]) => [page, `measured with ${script} blocked (it would leave mid-run)`]),
]);
console.log(`\n${budgetTable}\n\n${infoTable}`);
for (const b of budgets.filter((b) => !b.pass)) console.log(`  FAIL ${b.page}: ${b.name} (${b.value})`);
for (const r of results)
  if (r.failing.length) console.log(`  ${r.page} audits under 0.9: ${r.failing.join(', ')}`);

const docs = writeLatest(
  'bench-web',
  [
    '### `npm run bench:web`',
    info.markdown,
    '#### Budgets, every page',
    budgetTable,
    '#### Other Lighthouse figures (information)',
    infoTable,
  ].join('\n\n'),
);
const file = path.join(root, 'bench/web.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), machine: info.machine, commit: info.commit, runsPerPage: RUNS, throttling, results, budgets }, null, 2)}\n`,
);
console.log(`\n${info.machine}, ${info.commit}\nResultados: ${path.relative(root, file)}\n${docs}`);
