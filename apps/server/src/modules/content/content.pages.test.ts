// The pages' loaders run against the same services as the API. When the database fails they must still
// render the page with a Spanish notice (and answer 503), never an empty page or an error screen.
// (Rendered with React Router's static handler in place of the production build, so this runs in Vitest.)
import { CONTENT_PAGE_SIZE, INTERFACE_ID } from '@campito/core';
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
async function render(t: TestApp, path: string, module: RouteModule, search = '') {
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
  const result = await handler.query(new Request(`http://localhost:3000${path}${search}`));
  if (result instanceof Response)
    return { status: result.status, html: '', location: result.headers.get('location') };
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(createElement(StaticRouterProvider, { router, context: result }));
  return { status: result.statusCode, html, location: null };
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

describe('content pages with more notes and posts than a page holds', () => {
  let t: TestApp;
  const two = (i: number) => String(i).padStart(2, '0');
  beforeAll(async () => {
    t = await createTestApp();
    // 30 radio notes and 30 workshop posts, one a day in January 2024: number 30 is the newest.
    await t.db.insert(pressNotes).values(
      Array.from({ length: 30 }, (_, i) => ({
        media: 'FM Campito',
        type: 'Radio / Audio' as const,
        date: `2024-01-${two(i + 1)}`,
        title: `Entrevista ${two(i + 1)}`,
      })),
    );
    await t.db.insert(posts).values(
      Array.from({ length: 30 }, (_, i) => ({
        category: 'talleres' as const,
        date: `2024-01-${two(i + 1)}`,
        title: `Taller ${two(i + 1)}`,
      })),
    );
  });
  afterAll(() => t.close());
  const shown = (html: string, word: string) =>
    Array.from({ length: 30 }, (_, i) => `${word} ${two(i + 1)}`).filter((title) => html.includes(title));

  it('shows a press section a page at a time, newest first, with links to its other pages', async () => {
    const first = await render(t, '/prensa/radio', radio as RouteModule);
    expect(first.status).toBe(200);
    expect(shown(first.html, 'Entrevista')).toHaveLength(CONTENT_PAGE_SIZE);
    expect(first.html).toContain('Entrevista 30');
    expect(first.html).not.toContain('Entrevista 06');
    expect(first.html).toContain('30 notas, de la más nueva a la más vieja. Página 1 de 2.');
    expect(first.html).toContain('href="/prensa/radio?pagina=2"');
    expect(first.html).toContain('aria-label="Páginas del listado"');

    const second = await render(t, '/prensa/radio', radio as RouteModule, '?pagina=2');
    expect(shown(second.html, 'Entrevista')).toEqual([
      'Entrevista 01',
      'Entrevista 02',
      'Entrevista 03',
      'Entrevista 04',
      'Entrevista 05',
      'Entrevista 06',
    ]);
    expect(second.html).toContain('Página 2 de 2.');
    // Page 1 is the section's own address, with no page number.
    expect(second.html).toMatch(/<a rel="prev"[^>]* href="\/prensa\/radio"/);
  });

  it('takes a page past the last to the last, and a page that is not a number to the first', async () => {
    const past = await render(t, '/prensa/radio', radio as RouteModule, '?pagina=9');
    expect(past.status).toBe(302);
    expect(past.location).toBe('/prensa/radio?pagina=2');
    const odd = await render(t, '/prensa/radio', radio as RouteModule, '?pagina=dos');
    expect(odd.status).toBe(200);
    expect(odd.html).toContain('Página 1 de 2.');
  });

  it('shows the newest CONTENT_PAGE_SIZE posts of each project section', async () => {
    const { status, html } = await render(t, '/proyectotalleres', talleres as RouteModule);
    expect(status).toBe(200);
    expect(shown(html, 'Taller')).toHaveLength(CONTENT_PAGE_SIZE);
    expect(html).toContain('Taller 30');
    expect(html).not.toContain('Taller 06');
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
