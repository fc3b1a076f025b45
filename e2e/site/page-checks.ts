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
  '/mis-aportes/certificado',
  '/certificados',
  '/necesitamos',
  // Issue 38: volunteer shifts, signed out (the volunteer's view is swept in e2e/admin/visits.spec.ts).
  '/voluntario/turnos',
  // Issue 38: the foster's page, signed out (the foster's view is swept in e2e/admin/visits.spec.ts).
  '/mi-transito',
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
 * rules hold every rule it uses. Each element's style is read into one string (a ::before or ::after whose
 * `content` is none draws nothing, so only that is recorded for it): reading every property of three
 * boxes per element into arrays took seconds per page (issue 32).
 */
export const changedByWholeStylesheet = (page: Page, href: string) =>
  page.evaluate(async (href) => {
    const read = (style: CSSStyleDeclaration, prefix: string) => {
      let text = '';
      for (let i = 0; i < style.length; i++) {
        const name = style[i] as string;
        text += `${prefix}${name}:${style.getPropertyValue(name)};`;
      }
      return text;
    };
    const snapshot = () =>
      [...document.querySelectorAll('body *:not(script, style, link, template)')].map((element) => {
        let style = read(getComputedStyle(element), '');
        for (const pseudo of ['::before', '::after']) {
          const box = getComputedStyle(element, pseudo);
          const content = box.getPropertyValue('content');
          style += content === 'none' || content === 'normal' ? `${pseudo}content:none;` : read(box, pseudo);
        }
        const id = `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`;
        return { id, style };
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
      const now = after[i]?.style ?? '';
      if (style === now) return [];
      const was = style.split(';');
      const is = now.split(';');
      const changed = was.filter((property) => !is.includes(property));
      const became = is.filter((property) => !was.includes(property));
      return [`${id}: ${changed.slice(0, 3).join('; ')} → ${became.slice(0, 3).join('; ')}`];
    });
  }, href);

/** The whole stylesheet's address, for the comparison. */
export function siteStylesheet(): string {
  expect(SITE_CSS).toBeDefined();
  return `/assets/${SITE_CSS}`;
}
