import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, tempDir } from './lib.mjs';
const server = await startServer({ DATA_DIR: tempDir('lh-'), LOG_LEVEL: 'warn', SEED_DEMO: 'true' });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
for (const page of process.argv.slice(2)) {
  const { lhr } = await lighthouse(server.url + page, { port: chrome.port, output: 'json', logLevel: 'error', ...(process.env.NOJS ? { blockedUrlPatterns: ['*.js'] } : {}) });
  console.log(page, 'FCP', Math.round(lhr.audits['first-contentful-paint'].numericValue), 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue));
  for (const id of ['render-blocking-insight', 'lcp-breakdown-insight', 'network-dependency-tree-insight', 'lcp-discovery-insight', 'font-display-insight']) {
    const a = lhr.audits[id]; if (!a) continue;
    console.log('--', id, a.displayValue ?? '', JSON.stringify(a.details?.items ?? a.details ?? {}).slice(0, 1500));
  }
  const reqs = lhr.audits['network-requests'].details.items.map((r) => `${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.resourceType} ${r.transferSize} ${r.url.replace(server.url, '')}`);
  console.log(reqs.join('\n'));
}
await chrome.kill(); await server.stop();
