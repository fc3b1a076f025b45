// What the page sweep (page-sweep.spec.ts) and the journeys around it check on a loaded page: the scripts it
// requested, and whether its inline CSS rules style it exactly as the whole stylesheet does.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/** Pages without the framework: only the plain script. */
export const NO_FRAMEWORK = [
  '/detalle',
  '/visitas',
  '/cuidados',
  '/denuncias',
  '/proyectos',
  '/prensa',
  '/prensa/grafica',
  '/prensa/television',
  '/prensa/radio',
  '/prensa/amigos',
  '/adoptar',
  '/adoptar/ya-tienen-familia',
  '/pay',
  '/aporte-mensual',
  '/novedades/baja',
];

export const PLAIN_SCRIPT = '/enhance.js';

const SITE_CSS = readdirSync(path.resolve('apps/web/build/client/assets')).find((file) =>
  /^site-.+\.css$/.test(file),
);

/** Paths of the scripts the page requested, and whatever it logged as an error. */
export function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { scripts, errors };
}

/**
 * Adds the whole stylesheet after the page's own rules, as a client-side navigation does, and lists the
 * elements whose computed style (or that of their ::before and ::after) it changed: none, when the page's
 * rules hold every rule it uses.
 */
export const changedByWholeStylesheet = (page: Page, href: string) =>
  page.evaluate(async (href) => {
    const snapshot = () =>
      [...document.querySelectorAll('body *:not(script, style, link, template)')].map((element) => {
        const style = (pseudo?: string) => {
          const computed = getComputedStyle(element, pseudo);
          return [...computed].map((name) => `${pseudo ?? ''}${name}:${computed.getPropertyValue(name)}`);
        };
        const id = `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`;
        return { id, style: [...style(), ...style('::before'), ...style('::after')] };
      });
    const before = snapshot();
    await new Promise((resolve, reject) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      link.onload = resolve;
      link.onerror = reject;
      document.head.append(link);
    });
    const after = snapshot();
    if (before.length !== after.length) return [`${before.length} elements, then ${after.length}`];
    return before.flatMap(({ id, style }, i) => {
      const now = after[i]?.style ?? [];
      const changed = style.filter((property, k) => property !== now[k]);
      return changed.length
        ? [
            `${id}: ${changed.slice(0, 3).join('; ')} → ${now
              .filter((p) => !style.includes(p))
              .slice(0, 3)
              .join('; ')}`,
          ]
        : [];
    });
  }, href);

/** The whole stylesheet's address, for the comparison. */
export function siteStylesheet(): string {
  expect(SITE_CSS).toBeDefined();
  return `/assets/${SITE_CSS}`;
}
