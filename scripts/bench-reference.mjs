// The benchmark's reference (npm run bench): a bare Fastify route answering a small JSON object, in its own
// process, with Fastify's defaults (no logger). Every row of the bench is reported as a ratio to it,
// measured in the same rounds, so the figures compare across machines and across a noisy machine's moods.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
