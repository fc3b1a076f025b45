// The pages' loaders run against the same services as the API. When the database fails they must still
// render the page with a Spanish notice (and answer 503), never an empty page or an error screen.
// (Rendered with React Router's static handler in place of the production build, so this runs in Vitest.)
import { INTERFACE_ID } from '@campito/core';
import { interfaces, posts, pressNotes } from '@campito/db';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
  StaticRouterProvider,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as detalle from '../../../../web/app/routes/detalle';
import * as home from '../../../../web/app/routes/home';
import * as grafica from '../../../../web/app/routes/prensa-grafica';
import * as radio from '../../../../web/app/routes/prensa-radio';
import * as television from '../../../../web/app/routes/prensa-television';
import * as escolar from '../../../../web/app/routes/proyecto-escolar';
import * as talleres from '../../../../web/app/routes/proyecto-talleres';
import * as visitas from '../../../../web/app/routes/visitas';
import * as voluntario from '../../../../web/app/routes/voluntario';
import { createTestApp, type TestApp } from '../../../test/app';
import { takeTablesAway } from '../../../test/content-fixtures';
import type { RequestContext } from '../../context';

interface RouteModule {
  default: () => unknown;
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
}

const PAGES: [path: string, module: RouteModule][] = [
  ['/', home as RouteModule],
  ['/detalle', detalle as RouteModule],
  ['/visitas', visitas as RouteModule],
  ['/voluntario', voluntario as RouteModule],
  ['/proyectoescolar', escolar as RouteModule],
  ['/proyectotalleres', talleres as RouteModule],
  ['/prensa/grafica', grafica as RouteModule],
  ['/prensa/television', television as RouteModule],
  ['/prensa/radio', radio as RouteModule],
];

/** Server-renders one route module exactly as the site does: its real loader, then its component. */
async function render(t: TestApp, path: string, module: RouteModule) {
  const context: RequestContext = {
    services: t.app.services,
    config: { publicUrl: 'http://localhost:3000' },
    requestId: 'test-request',
    user: null,
    ip: '127.0.0.1',
    cspNonce: 'test-nonce',
  };
  const routes = [
    {
      id: 'page',
      path,
      loader: (args: LoaderFunctionArgs) => module.loader({ ...args, context }),
      Component: module.default as () => null,
    },
  ];
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://localhost:3000${path}`));
  if (result instanceof Response) throw new Error(`unexpected redirect from ${path}`);
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(createElement(StaticRouterProvider, { router, context: result }));
  return { status: result.statusCode, html };
}

describe('content pages with a working database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(interfaces).values({
      id: INTERFACE_ID,
      visitasText: 'Primer párrafo de visitas.\n\nSegundo párrafo de visitas.',
      escolarText: 'Texto escolar de prueba.',
      voluntarioText: 'Texto de voluntariado.',
    });
    await t.db.insert(pressNotes).values({
      media: 'Diario del Sur',
      type: 'Prensa Gráfica',
      date: '2024-06-10',
      title: 'Una nota larga',
      link: 'https://example.org/nota',
      description: 'Palabra '.repeat(40).trim(),
    });
    await t.db.insert(posts).values([
      { category: 'escolar', date: '2024-05-05', title: 'Cartas', link: 'https://youtu.be/abcdefghijk' },
      { category: 'charlas', date: '2024-04-01', title: 'Adopción responsable' },
    ]);
  });
  afterAll(() => t.close());

  it('renders every page with its data and no notice', async () => {
    for (const [path, module] of PAGES) {
      const { status, html } = await render(t, path, module);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain('No pudimos cargar');
    }
  });

  it('splits staff texts into paragraphs', async () => {
    const { html } = await render(t, '/visitas', visitas as RouteModule);
    expect(html).toContain('<p>Primer párrafo de visitas.</p><p>Segundo párrafo de visitas.</p>');
  });

  it('cuts graphic press descriptions to 150 characters plus "…" and links out in a new tab', async () => {
    const { html } = await render(t, '/prensa/grafica', grafica as RouteModule);
    const cut = `${'Palabra '.repeat(40).trim().slice(0, 150)}…`;
    expect(html).toContain(`>${cut}</p>`);
    expect(html).toContain('href="https://example.org/nota" target="_blank" rel="noopener"');
    expect(html).toContain('<time dateTime="2024-06-10">2024-06-10</time>');
  });

  it('lists school videos as links to YouTube, so they work without JavaScript', async () => {
    const { html } = await render(t, '/proyectoescolar', escolar as RouteModule);
    expect(html).toContain('href="https://www.youtube.com/watch?v=abcdefghijk"');
    expect(html).toContain('Texto escolar de prueba.');
  });
});

describe('content pages when the database fails', () => {
  let t: TestApp;
  let logged: MockInstance<typeof console.error>;
  beforeAll(async () => {
    t = await createTestApp();
    await takeTablesAway(t);
    // Failures are logged as JSON lines on stderr; collected here instead of flooding the test output.
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    logged.mockRestore();
    await t.close();
  });

  it('show a Spanish notice instead of an empty page and answer 503', async () => {
    for (const [path, module] of PAGES.filter(([p]) => p !== '/')) {
      const { status, html } = await render(t, path, module);
      expect(status, path).toBe(503);
      expect(html, path).toMatch(
        /role="alert"><p>No pudimos cargar [^<]+Probá de nuevo en unos minutos\.<\/p>/,
      );
      expect(html, path).toContain('<h1>');
    }
  });

  it('logs each failure with the request id, for the staff to find it', () => {
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const line of lines) {
      expect(line).toMatchObject({
        level: 50,
        reqId: 'test-request',
        msg: expect.stringMatching(/^page data failed/),
      });
      expect(line.err.cause.message).toMatch(/does not exist|no existe/);
    }
  });

  it('names what failed: press notes on press pages, posts on project pages', async () => {
    expect((await render(t, '/prensa/radio', radio as RouteModule)).html).toContain(
      'No pudimos cargar las notas de prensa.',
    );
    expect((await render(t, '/proyectotalleres', talleres as RouteModule)).html).toContain(
      'No pudimos cargar las publicaciones de este proyecto.',
    );
  });

  it('keeps the home page up, with its tiles and without photos', async () => {
    const { status, html } = await render(t, '/', home as RouteModule);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="home-tiles"');
    expect(html).not.toContain('data-testid="home-slider"');
  });
});
