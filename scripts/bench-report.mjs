// The budgets of `npm run bench`, as docs/performance.md's "Budgets" states them, checked PASS or FAIL on
// one run's figures, and the tables it prints and writes under "Latest figures". Figures that are not a
// budget (the other rows, the grown database) are printed as information, never PASS or FAIL.
import { readFileSync } from 'node:fs';
import { PERFORMANCE_DOC, table } from './bench-docs.mjs';
import { CONNECTIONS } from './bench-load.mjs';

/** The real render of the budget: a signed-in visitor's catalog page (the answer cache never serves it). */
export const REAL_RENDER = 'listSignedIn';
export const HIT_KEYS = ['apiDogHit', 'listHit', 'dogHit', 'homeHit'];
export const BUDGET = { renderP99Ms: 25, pacedRate: 100, rendersPerSecond: 150, hitsKept: 0.75, rssMB: 300 };

/**
 * The hits before issue 33, from the table docs/performance.md keeps of them (rows ending "(`key`) | req/s |
 * ratio | same-bytes ratio |"): each hit's ratio to the bare route, and the same bytes' from bare node:http
 * — the ceiling, which says whether this machine moves bytes as that one did. Read from the document, not
 * copied here, so the budget and the page that states it cannot disagree.
 */
export function recordedHits() {
  const ratios = {};
  const ceilings = {};
  for (const m of readFileSync(PERFORMANCE_DOC, 'utf8').matchAll(
    /\(`(\w+)`\)\s*\|\s*[\d.]+\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|/g,
  ))
    if (HIT_KEYS.includes(m[1])) [ratios[m[1]], ceilings[m[1]]] = [Number(m[2]), Number(m[3])];
  const missing = HIT_KEYS.filter((k) => !(k in ratios));
  if (missing.length)
    throw new Error(`docs/performance.md no tiene la tasa anterior al issue 33 de: ${missing.join(', ')}`);
  return { ratios, ceilings };
}

const row = (results, key) => results.find((r) => r.key === key);

/**
 * Budgets from one engine's run. `before`: the hits' ratios before issue 33, from a build of 4d78e13
 * measured in the same rounds, or recorded in docs/performance.md (then with their ceilings).
 */
export function budgets({ small, big, paced, before }) {
  const render = row(small.results, REAL_RENDER);
  const peaks = [
    `cached ${small.peakRssMB[0]}`,
    `no cache ${small.peakRssMB[1]}`,
    ...(big ? [`grown database ${big.peakRssMB[0]}`] : []),
  ];
  const peak = Math.max(...small.peakRssMB, ...(big?.peakRssMB ?? []));
  return [
    {
      name: `real render at saturation: ${render.name} (${CONNECTIONS} connections)`,
      figure: `${render.rps}/s${render.bad ? `, ${render.bad} not 2xx` : ''}`,
      budget: `≥ ${BUDGET.rendersPerSecond}/s`,
      pass: render.rps >= BUDGET.rendersPerSecond && render.bad === 0,
    },
    {
      name: `real render paced: the same page, ${paced.rate}/s for ${paced.seconds} s, open loop, one process`,
      figure: `p99 ${paced.p99} ms (p50 ${paced.p50}, max ${paced.max}; ${paced.requests} requests, ${paced.failed} failed)`,
      budget: `p99 ≤ ${BUDGET.renderP99Ms} ms, none failed`,
      pass: paced.p99 <= BUDGET.renderP99Ms && paced.failed === 0,
    },
    ...HIT_KEYS.map((key) => {
      const now = row(small.results, key);
      const kept = now.ratio / before.ratios[key];
      const ceiling = row(small.results, `${key}Bytes`)?.ratio;
      // With recorded figures, the ceiling then and now shows how far the machine itself has moved.
      const then = before.ceilings ? `, ${before.ceilings[key]} before` : '';
      return {
        name: `answer-cache hit: ${now.name.replace(', cache hit', '')}`,
        figure: `×${kept.toFixed(2)} (ratio to the bare route ${now.ratio} now, ${before.ratios[key]} before; same bytes from node:http ${ceiling} now${then})`,
        budget: `≥ ×${BUDGET.hitsKept} of before`,
        pass: kept >= BUDGET.hitsKept,
      };
    }),
    {
      name: 'resident memory under the bench, peak of each server',
      figure: `${peak} MB (${peaks.join(', ')})`,
      budget: `≤ ${BUDGET.rssMB} MB`,
      pass: peak <= BUDGET.rssMB,
    },
  ];
}

export const budgetTable = (budgetRows) =>
  table(
    ['what', 'figure', 'budget', 'result'],
    budgetRows.map((b) => [b.name, b.figure, b.budget, b.pass ? 'PASS' : 'FAIL']),
    ['---', '---', '---', '---'],
  );

/** The engine's tables: budgets, then every row and the grown database as information. */
export function engineTables(label, { small, big, budgetRows }) {
  const parts = [
    `#### ${label}: budgets`,
    budgetTable(budgetRows),
    `#### ${label}: every row, demo database (information)`,
    table(
      ['row', 'req/s', 'reference req/s', 'ratio to reference', 'p50 ms', 'p99 ms', 'non-2xx'],
      small.results.map((r) => [r.name, r.rps, r.referenceRps, r.ratio, r.p50, r.p99, r.bad]),
    ),
  ];
  if (big)
    parts.push(
      `#### ${label}: grown database (information)`,
      table(
        ['row', 'req/s', 'ratio, demo data', 'ratio, grown', 'kept', 'non-2xx'],
        big.scale.map((s) => [s.name, s.rps, s.smallRatio, s.ratio, `×${s.kept}`, s.bad]),
      ),
    );
  return parts.join('\n\n');
}
