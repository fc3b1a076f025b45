import { createHash } from 'node:crypto';
import { FORM_BODY_LIMIT } from '@campito/core';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { MAX_UPLOAD_BYTES } from '../media/images';
import { pagePolicy } from '../modules/security/headers';
import { PAGE_TEXT_BODY_LIMIT } from '../modules/security/limits';
import { markedInline, pageBodyLimit, siteStylesheet } from './web';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy of a page', () => {
  const nonce = 'n0nce-Of-This_Render';
  const html = [
    '<html><head><style href="el-campito" nonce="n0nce-Of-This_Render">body{color:red}</style></head><body>',
    '<p>Historia de Luna</p><script>alert("inyectado")</script><style>body{display:none}</style>',
    '<script nonce="n0nce-Of-This_Render">window.__reactRouterContext = {}</script>',
    '<script type="module" nonce="n0nce-Of-This_Render">import "/assets/entry.js"</script>',
    '<script src="/assets/x.js"></script>',
    '</body></html>',
  ].join('');
  const config = loadConfig({ DATA_DIR: '/tmp/campito-policy' });

  it('allows exactly the scripts and styles this render marked, never one that came with the content', () => {
    const { html: sent, inline } = markedInline(html, nonce);
    const policy = pagePolicy(config, inline);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    const styleSrc = policy.split('; ').find((d) => d.startsWith('style-src '))!;
    expect(scriptSrc).toContain(hash('window.__reactRouterContext = {}'));
    expect(scriptSrc).toContain(hash('import "/assets/entry.js"'));
    expect(scriptSrc).not.toContain(hash('alert("inyectado")'));
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(2);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(styleSrc).toBe(`style-src 'self' ${hash('body{color:red}')}`);
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    // The nonce leaves with the render: a cached copy shows nothing an attacker could reuse.
    expect(sent.toString()).not.toContain(nonce);
    expect(sent.toString()).toContain('<script>window.__reactRouterContext = {}</script>');
    expect(sent.toString()).toBe(html.replaceAll(` nonce="${nonce}"`, ''));
  });

  it("allows a route's stylesheet as React hoists it, checked byte for byte", () => {
    const home = 'body{font-family:"Atkinson";content:"ñandú"}.dog-card{color:green}';
    const form = 'body{font-family:"Atkinson"}.form-page{color:gray}';
    const site = siteStylesheet([
      { href: 'el-campito:routes/home', text: home },
      { href: 'el-campito:routes/form', text: form },
    ]);
    const hoisted = (href: string, text: string) =>
      `<style data-precedence="default" data-href="${href}">${text}</style>`;
    const page = Buffer.from(
      `<html><head>${hoisted('el-campito:routes/home', home)}</head><body>` +
        `<style nonce="${nonce}">p{color:blue}</style><script nonce="${nonce}">window.x = "ñ"</script></body></html>`,
    );
    const { html: sent, inline } = markedInline(page, nonce, site);
    // The stylesheet this page writes; and what this render marked.
    expect(inline.styleHashes).toEqual([hash(home)]);
    expect(inline.styles).toEqual(['p{color:blue}']);
    expect(inline.scripts).toEqual(['window.x = "ñ"']);
    expect(sent.toString()).toBe(page.toString().replaceAll(` nonce="${nonce}"`, ''));
    const styleSrc = pagePolicy(config, inline)
      .split('; ')
      .find((d) => d.startsWith('style-src '));
    expect(styleSrc).toBe(`style-src 'self' ${hash(home)} ${hash('p{color:blue}')}`);
    // Nothing else passes for the site's: no stylesheet, other text under a route's key (longer, shorter,
    // another route's), an unknown key, two keys as React would write two stylesheets merged.
    const allowed = (html: string) => markedInline(html, nonce, site).inline.styleHashes;
    expect(allowed('<html></html>')).toEqual([]);
    expect(allowed(hoisted('el-campito:routes/form', `${form}x`))).toEqual([]);
    expect(allowed(hoisted('el-campito:routes/form', form.slice(0, -1)))).toEqual([]);
    expect(allowed(hoisted('el-campito:routes/form', home))).toEqual([]);
    expect(allowed(hoisted('el-campito:routes/evil', 'p{color:red}'))).toEqual([]);
    expect(allowed(hoisted('el-campito:routes/home el-campito:routes/form', home + form))).toEqual([]);
    expect(allowed(hoisted('el-campito:routes/form', form))).toEqual([hash(form)]);
  });

  it('a page that writes styles at run time (the admin) keeps inline styles and no inline script', () => {
    const policy = pagePolicy(config);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe('page body limits', () => {
  it('are sized by what the route declares', () => {
    expect(pageBodyLimit(undefined)).toEqual({ bytes: PAGE_TEXT_BODY_LIMIT, files: false });
    expect(pageBodyLimit('text')).toEqual({ bytes: PAGE_TEXT_BODY_LIMIT, files: false });
    expect(pageBodyLimit('form')).toEqual({ bytes: FORM_BODY_LIMIT, files: false });
    expect(pageBodyLimit({ files: 4 })).toEqual({
      bytes: 4 * MAX_UPLOAD_BYTES + FORM_BODY_LIMIT,
      files: true,
    });
    expect(PAGE_TEXT_BODY_LIMIT).toBeLessThanOrEqual(16 * 1024);
  });
});
