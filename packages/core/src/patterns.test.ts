import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as patterns from './patterns';
import { EMAIL_RE } from './patterns';
import { AUTH_MSG, accountEmail, loginSchema } from './schemas/auth';

/**
 * Every RegExp the package exports (patterns.ts, re-exported whole by index.ts; the last test below keeps every
 * other file free of regular expressions), plus zod's email pattern (applicant-fields).
 */
const exported = Object.entries(patterns).filter(
  (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
);
const checked: [string, RegExp][] = [...exported, ['z.regexes.email', z.regexes.email]];

/** The account email pattern before issue 14: quadratic on "a@" + dots + "@". */
const OLD_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const hostileEmail = (dots: number) => `a@${'.'.repeat(dots)}@`;

describe('regular expressions of @campito/core (ReDoS)', () => {
  it('finds every exported pattern', () => {
    expect(exported.length).toBeGreaterThanOrEqual(20);
    expect(exported.map(([name]) => name)).toContain('EMAIL_RE');
  });

  it('recheck tells a vulnerable pattern apart (the old email pattern)', async () => {
    const diagnostics = await check(OLD_EMAIL_RE.source, OLD_EMAIL_RE.flags);
    expect(diagnostics.status).toBe('vulnerable');
  });

  it.each(checked)('%s is not vulnerable to catastrophic backtracking', async (_name, pattern) => {
    const diagnostics = await check(pattern.source, pattern.flags, { timeout: 20_000 });
    expect(
      diagnostics.status,
      diagnostics.status === 'vulnerable' ? `attack: ${diagnostics.attack.pattern}` : diagnostics.status,
    ).not.toBe('vulnerable');
  });

  it('no regular expression is written outside patterns.ts (so the checks above see them all)', () => {
    const root = path.dirname(new URL(import.meta.url).pathname);
    const sources = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'patterns.ts',
    );
    expect(sources.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const file of sources) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        const isLiteral = node.kind === ts.SyntaxKind.RegularExpressionLiteral;
        const isConstructed =
          (ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp';
        if (isLiteral || isConstructed) found.push(`${file}: ${node.getText()}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });

  it('the new email pattern accepts exactly what the old one accepted', () => {
    const alphabet = fc.constantFrom('a', 'b', '.', '@', ' ', '\t', '-');
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 12 }), (text) => {
        expect(EMAIL_RE.test(text)).toBe(OLD_EMAIL_RE.test(text));
      }),
      { numRuns: 5000 },
    );
    for (const ok of ['a@b.c', 'a@..c', 'a@.b.c', 'x.y@dominio.com.ar', 'a@b..c'])
      expect([ok, EMAIL_RE.test(ok)]).toEqual([ok, true]);
    for (const bad of ['a@b.', 'a@.b', 'a@bc', 'a@b c.d', '@b.c', 'a@b.c@d'])
      expect([bad, EMAIL_RE.test(bad)]).toEqual([bad, false]);
  });

  // No wall-clock assertion (issue 32): that the pattern cannot backtrack is recheck's verdict above; here,
  // that a hostile megabyte gets the right answer.
  it('the email pattern refuses a hostile megabyte', () => {
    expect(EMAIL_RE.test(hostileEmail(1_000_000))).toBe(false);
  });

  it('an over-long email is refused by its length with the same message, before any pattern runs', () => {
    const result = accountEmail.safeParse(hostileEmail(1_000_000));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.code, i.message])).toEqual([['too_big', AUTH_MSG.email]]);
    const login = loginSchema.safeParse({ email: hostileEmail(1_000_000), pass: 'perro2024' });
    expect(login.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', AUTH_MSG.email],
    ]);
  });
});
