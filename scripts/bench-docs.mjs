// The "Latest figures" of docs/performance.md, written by the two bench commands (tables only). Each command
// owns the lines between its two HTML-comment markers and replaces only those, so `npm run bench` and
// `npm run bench:web` never erase each other's tables and running either twice gives the same file shape.
// Everything outside the markers is written by people and left alone. BENCH_DOCS=off leaves the file as is
// (a run made while working on the code should not overwrite a quiet machine's figures).
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

export const PERFORMANCE_DOC = path.join(root, 'docs/performance.md');
const SECTION = '## Latest figures';
/** The parts of the section, in the order a first run lays them out. */
const PARTS = { bench: 'npm run bench', 'bench-web': 'npm run bench:web' };
const begin = (part) => `<!-- ${part}:begin — written by \`${PARTS[part]}\`; edits in here are replaced -->`;
const end = (part) => `<!-- ${part}:end -->`;

/** A Markdown table; a cell's `|` is escaped so a URL or a budget cannot break the row. */
export function table(head, rows, align = head.map((_, i) => (i === 0 ? '---' : '---:'))) {
  const line = (cells) => `| ${cells.map((c) => String(c ?? '').replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), `|${align.join('|')}|`, ...rows.map(line)].join('\n');
}

/** When, where and what was measured: the first table of each part. */
export function runInfo(extra = []) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return '';
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD').trim() || 'unknown';
  // Uncommitted changes are said: the figures are then of a tree no commit holds.
  const dirty = git('status', '--porcelain', '--untracked-files=no').trim() ? ' + uncommitted changes' : '';
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    date,
    machine,
    commit: `${commit}${dirty}`,
    markdown: table(
      ['run', ''],
      [['date', date], ['machine', machine], ['commit', `${commit}${dirty}`], ...extra],
      ['---', '---'],
    ),
  };
}

/**
 * Replaces this part's lines in docs/performance.md with `markdown`. Without markers yet, the whole body of
 * "Latest figures" is replaced by both parts' markers (the other part empty until its command runs). A marker
 * missing its pair or found twice stops the run: guessing could erase text a person wrote.
 */
export function writeLatest(part, markdown) {
  if (process.env.BENCH_DOCS === 'off') return 'BENCH_DOCS=off: docs/performance.md left as it was';
  let doc = readFileSync(PERFORMANCE_DOC, 'utf8');
  const count = (s) => doc.split(s).length - 1;
  const marked = Object.keys(PARTS).some((p) => count(begin(p)) || count(end(p)));
  if (!marked) {
    const start = doc.indexOf(`\n${SECTION}\n`);
    if (start === -1) throw new Error(`${PERFORMANCE_DOC} has no "${SECTION}" section`);
    const bodyStart = start + SECTION.length + 2;
    const next = doc.indexOf('\n## ', bodyStart);
    const bodyEnd = next === -1 ? doc.length : next + 1;
    const empty = Object.keys(PARTS)
      .map((p) => `${begin(p)}\n${end(p)}\n`)
      .join('\n');
    doc = `${doc.slice(0, bodyStart)}\n${empty}${next === -1 ? '' : '\n'}${doc.slice(bodyEnd)}`;
  }
  for (const p of Object.keys(PARTS))
    if (count(begin(p)) !== 1 || count(end(p)) !== 1 || doc.indexOf(begin(p)) > doc.indexOf(end(p)))
      throw new Error(`${PERFORMANCE_DOC}: the markers of "${p}" are not one begin followed by one end`);
  const from = doc.indexOf(begin(part)) + begin(part).length;
  const to = doc.indexOf(end(part));
  doc = `${doc.slice(0, from)}\n${markdown.trim()}\n${doc.slice(to)}`;
  // Written aside and renamed: an interrupted run leaves the old file, never half of one.
  const tmp = `${PERFORMANCE_DOC}.${process.pid}.tmp`;
  writeFileSync(tmp, doc);
  renameSync(tmp, PERFORMANCE_DOC);
  return `${path.relative(root, PERFORMANCE_DOC)}: "Latest figures" rewritten (${PARTS[part]})`;
}
