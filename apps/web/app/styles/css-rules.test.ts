import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { styleWords } from '../../style-words.ts';
import routes from '../routes';
import { namesClass, selectorClasses, usedRules } from './css-rules';

describe('the classes a selector needs', () => {
  it('names every class outside :not() and attribute values', () => {
    expect(selectorClasses('.dog-card .dog-card-image>img')).toEqual(['dog-card', 'dog-card-image']);
    expect(selectorClasses('.carousel:not(.carousel-single) .slide')).toEqual(['carousel', 'slide']);
    expect(selectorClasses('a[href$=".pdf"]:hover')).toEqual([]);
    expect(selectorClasses('.hero:has(.hero-image)')).toEqual(['hero', 'hero-image']);
    expect(selectorClasses('details:not([open])>summary')).toEqual([]);
  });
});

describe('the rules a page keeps', () => {
  const css =
    ':root{--ink:#2a1f16}body{margin:0}.used{color:red}.unused{color:blue}' +
    '.used .unused,.used>p{padding:0}.used:not(.unused){gap:1px}' +
    '@media (min-width:40em){.used{margin:1px}.unused{margin:2px}}' +
    '@media print{.unused{display:none}}' +
    '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}' +
    '@font-face{font-family:x;src:url(x.woff2)}' +
    '.unused:after{content:"}{.used"}.quote{content:\'{\'}';
  const used = namesClass(['used', 'quo*']);

  it('keeps rules without a class, the selectors whose classes are used, and the at-rules they sit in', () => {
    expect(usedRules(css, used)).toBe(
      ':root{--ink:#2a1f16}body{margin:0}.used{color:red}.used>p{padding:0}.used:not(.unused){gap:1px}' +
        '@media (min-width:40em){.used{margin:1px}}' +
        '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}' +
        '@font-face{font-family:x;src:url(x.woff2)}' +
        ".quote{content:'{'}",
    );
  });

  it('reads the development build, whose comments may hold braces and class names', () => {
    const dev = '/* .unused{ } */\n.used {\n  color: red; /* } */\n}\n/* .used; */ .unused { color: blue }\n';
    expect(usedRules(dev, used)).toBe('.used{\n  color: red; /* } */\n}');
  });

  it('keeps everything for a page that names every class, and the text as it was', () => {
    expect(usedRules(css, () => true)).toBe(css);
  });

  it('a word ending in * stands for every class it starts', () => {
    const names = namesClass(['dog-status-*', 'card']);
    expect(['dog-status-adoptado', 'card', 'cards', 'dog-status'].map(names)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the words of a route', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'style-words-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write(
    'styles/app.css',
    '/* .commented */ .site-header{color:red} .dog-status-adoptado, .dog-status-en-adopcion{gap:0} .badge-new{margin:.5rem} .card{padding:0} .hidden-one{}',
  );
  // The fixture's imports are written with \u0027 for their quotes, so scripts/test-support.test.ts does
  // not take them for imports of this file.
  write(
    'root.tsx',
    'import { Header } from \u0027./components/header\u0027;\nexport default () => <Header />;',
  );
  write('components/header.tsx', 'export const Header = () => <header className="site-header" />;');
  write(
    'routes/dog.tsx',
    [
      'import { Badge } from \u0027../components/badge\u0027;',
      '// className="hidden-one" in a comment does not count',
      'export default ({ status }: { status: string }) => (',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is a module's source text
      '  <p className={`dog-status dog-status-${status}`}>hidden-one en el texto <Badge /></p>',
      ');',
    ].join('\n'),
  );
  write('components/badge.tsx', "export const Badge = () => <span className={'badge-' + 'new'} />;");
  write('routes/plain.tsx', "export default () => <div className='card site-header' />;");

  it('follows each route module through its imports, keeps only words that name a class, and no comment or text', () => {
    const { words, files } = styleWords(dir);
    expect(words).toEqual({
      root: ['site-header'],
      'routes/dog': ['badge-*', 'dog-status-*'],
      'routes/plain': ['card'],
    });
    expect(files.map((file) => path.relative(dir, file)).sort()).toEqual([
      'components/badge.tsx',
      'components/header.tsx',
      'root.tsx',
      'routes/dog.tsx',
      'routes/plain.tsx',
    ]);
  });

  it('the app has words for every route of routes.ts, so no page falls back to the whole stylesheet', () => {
    const { words } = styleWords(path.resolve(__dirname, '..'));
    const ids = routes.map((route) => route.file.replace(/\.tsx?$/, ''));
    for (const id of ids) expect(words, id).toHaveProperty([id]);
    expect(words.root).toContain('site-header');
  });
});
