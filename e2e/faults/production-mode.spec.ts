import { startServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

// Issue 15: `npm start` left NODE_ENV unset, so React's development server renderer ran in production.
// The built entry (apps/server/dist/main.js) now sets it before React loads, whoever starts it.
test('the production entry runs React in production mode even when NODE_ENV is not set', async () => {
  const server = await startServer({
    withoutEnv: ['NODE_ENV'],
    env: { LOG_LEVEL: 'info', SEED_DEMO: 'false' },
  });
  try {
    const serving = server
      .output()
      .split('\n')
      .find((line) => line.includes('"msg":"serving"'));
    expect(serving, server.output()).toContain('"nodeEnv":"production"');
    expect((await fetch(`${server.url}/visitas`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});
