import { describe, expect, it } from 'vitest';
import { afterLoginPath, isAdminPath, loginHref, safeReturnPath } from './return-path';

// Where a browser really goes when it is sent to `to` from a page of https://elcampito.example.
const landsOn = (to: string) => new URL(to, 'https://elcampito.example/profile').origin;

describe('safeReturnPath: only paths of this site', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/', '/admin/'],
    ['/admin/dogs/3', '/admin/dogs/3'],
    ['/admin#/dogs/3', '/admin#/dogs/3'],
    ['/admin?x=1#/press', '/admin?x=1#/press'],
    ['/', '/'],
    ['/adoptar/perros?pagina=2', '/adoptar/perros?pagina=2'],
    // Normalized, as a browser would.
    ['/admin/../profile', '/profile'],
    ['/adoptar/ñandú', '/adoptar/%C3%B1and%C3%BA'],
  ])('accepts %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
    expect(landsOn(expected)).toBe('https://elcampito.example');
  });

  it.each([
    // Other sites.
    '//evil.example',
    '//evil.example/admin',
    '///evil.example',
    'https://evil.example',
    'http://evil.example/admin',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@example.com',
    // Backslashes: browsers read them as slashes.
    '/\\evil.example',
    '\\\\evil.example',
    '/admin\\..\\..\\evil',
    // Whitespace and control characters, which browsers drop from addresses.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    ' /admin',
    '/admin ',
    '/\u0000/evil.example',
    '/\u007f',
    // Paths that normalize to a protocol-relative address.
    '/.//evil.example',
    '/..//evil.example',
    '/admin/..//evil.example',
    // Not a path at all.
    '',
    'admin',
    'evil.example',
    '?volver=/admin',
    '#/admin',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses anything that is not a string (a repeated or missing parameter)', () => {
    for (const value of [null, undefined, 1, ['/admin'], { path: '/admin' }]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

describe('isAdminPath', () => {
  it('is /admin and what is under it, nothing that only starts alike', () => {
    for (const path of ['/admin', '/admin/', '/admin/dogs', '/admin?x=1', '/admin#/dogs']) {
      expect(isAdminPath(path), path).toBe(true);
    }
    for (const path of ['/', '/administracion', '/adminx', '/profile?volver=/admin', '/Admin2']) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});

describe('afterLoginPath: where a sign-in goes', () => {
  it('staff go back to the admin path they asked for', () => {
    expect(afterLoginPath('/admin', true)).toBe('/admin');
    expect(afterLoginPath('/admin/dogs', true)).toBe('/admin/dogs');
  });

  it('someone without the role is not sent to the panel, which would only refuse them', () => {
    expect(afterLoginPath('/admin', false)).toBeNull();
    expect(afterLoginPath('/admin/../admin/dogs', false)).toBeNull();
  });

  it('other paths of the site are for everyone; an unsafe value is ignored', () => {
    expect(afterLoginPath('/adoptar/perros', false)).toBe('/adoptar/perros');
    expect(afterLoginPath('//evil.example', true)).toBeNull();
    expect(afterLoginPath('https://evil.example/admin', true)).toBeNull();
    expect(afterLoginPath(null, true)).toBeNull();
  });
});

describe('loginHref', () => {
  it('links to the sign-in with the path to come back to, readable', () => {
    expect(loginHref('/admin')).toBe('/profile?volver=/admin');
    expect(loginHref('/admin/dogs')).toBe('/profile?volver=/admin/dogs');
    // Characters that mean something in a query are encoded, and read back whole.
    const href = loginHref('/admin/dogs?a=1&b=2#x');
    expect(href).toBe('/profile?volver=/admin/dogs%3Fa%3D1%26b%3D2%23x');
    expect(new URL(href, 'https://elcampito.example').searchParams.get('volver')).toBe(
      '/admin/dogs?a=1&b=2#x',
    );
  });

  it('never puts an unsafe value in the link', () => {
    expect(loginHref('//evil.example')).toBe('/profile');
    expect(loginHref('/\\evil.example')).toBe('/profile');
  });
});
