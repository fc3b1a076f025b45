import { readFileSync } from 'node:fs';
import { startServer, tempDir } from '/work/main/scripts/lib.mjs';
import autocannon from 'autocannon';
const s = await startServer({ DATA_DIR: tempDir('memt-'), SEED_DEMO: 'true', LOG_LEVEL: 'warn', BENCH_ROUTES: 'true', RATE_LIMIT_MULTIPLIER: '1000000', NODE_OPTIONS: process.env.FLAGS ?? '' });
const ids = await (await fetch(`${s.url}/api/dogs?limit=1`)).json();
let peak = 0;
const t = setInterval(() => { peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.pid}/status`, 'utf8'))[1]) / 1024 | 0); }, 200);
const out = [];
for (const path of ['/api/bench/ping', '/api/dogs?age=adulto&page=2&limit=10', `/api/dogs/${ids[0]._id}`, '/adoptar/perros?edad=adulto&pagina=2', `/adoptar/perros/${ids[0]._id}`, '/']) {
  await new Promise((r) => autocannon({ url: s.url + path, connections: 10, duration: 6 }, (e, res) => { out.push(Math.round(res.requests.average)); r(); }));
}
clearInterval(t);
console.log(process.env.FLAGS, 'peak', peak, 'rps', out.join(' '));
await s.stop();
