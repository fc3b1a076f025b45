// A rendered page's inline code, as the Content-Security-Policy allows it: the scripts and styles this render
// marked with its nonce, and the site's stylesheet written as the build made it (ADR 007, ADR 008).
import { cspHash, type InlineCode } from '../../modules/security/headers';

/**
 * The stylesheets a page may write (entry.server.tsx: one per route, the rules of the site's CSS its code
 * uses) and how React writes one: `<style data-precedence="…" data-href="<key>">` with its text.
 * `hashesIn` finds such elements in a rendered page and returns the policy hash of each whose text is
 * exactly the stylesheet its key names — worked out once per key (one per route), so a render neither
 * copies nor hashes the long text again.
 */
export function siteStylesheet(sheets: readonly { href: string; text: string }[]) {
  const texts = new Map(sheets.map((sheet) => [sheet.href, sheet.text]));
  const written = new Map<string, { bytes: Buffer; hash: string }>();
  const known = (href: string) => {
    let style = written.get(href);
    if (!style) {
      // Only a known key is kept: any other says nothing and is never allowed.
      const text = texts.get(href);
      if (text === undefined) return undefined;
      style = { bytes: Buffer.from(text), hash: cspHash(text) };
      written.set(href, style);
    }
    return style;
  };
  return {
    hashesIn(html: Buffer): string[] {
      const hashes: string[] = [];
      for (let at = html.indexOf(STYLE_OPEN); at !== -1; at = html.indexOf(STYLE_OPEN, at + 1)) {
        const tag = /^<style data-precedence="[^"<>]*" data-href="([^"<>]*)">/.exec(
          html.toString('latin1', at, at + 400),
        );
        const style = tag && known(tag[1]);
        if (!style) continue;
        const start = at + tag[0].length;
        const end = start + style.bytes.length;
        if (html.subarray(start, end).equals(style.bytes) && html.subarray(end, end + 8).equals(STYLE_END))
          hashes.push(style.hash);
      }
      return hashes;
    },
  };
}
export type SiteStylesheet = ReturnType<typeof siteStylesheet>;
const STYLE_OPEN = Buffer.from('<style data-precedence="');
const STYLE_END = Buffer.from('</style>');

/**
 * The inline scripts and styles of a rendered page that carry this render's nonce — the ones React Router
 * and React wrote — and the page with the nonce removed. Anything else inline (say, a script that found its
 * way into content) is left out, so the policy does not allow it. The site's own stylesheet, which React
 * hoists unmarked, is allowed as the page writes it (siteStylesheet).
 */
export function markedInline(
  page: Buffer | string,
  nonce: string,
  site?: SiteStylesheet,
): { html: Buffer; inline: InlineCode } {
  // One pass over the page's bytes (tens of KB, the stylesheet included): each marked tag is found by its
  // nonce, its code read up to its closing tag, and the attribute left out of the answer. The page is
  // never turned into a string: the parts are slices of it, joined once.
  const html = typeof page === 'string' ? Buffer.from(page) : page;
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const scripts: string[] = [];
  const styles: string[] = [];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    parts.push(html.subarray(from, at));
    from = at + attribute.length;
    const open = html.lastIndexOf('<', at);
    const tag = /^<(script|style)\b/.exec(html.toString('latin1', open, open + 7))?.[1];
    const bodyStart = html.indexOf('>', from) + 1;
    if (!tag || bodyStart === 0) continue;
    const close = html.indexOf(`</${tag}>`, bodyStart);
    if (close === -1) continue;
    const code = html.subarray(bodyStart, close);
    if (tag === 'script') scripts.push(code.toString());
    else styles.push(code.toString());
  }
  parts.push(html.subarray(from));
  return { html: Buffer.concat(parts), inline: { scripts, styles, styleHashes: site?.hashesIn(html) ?? [] } };
}
