import type { LinkDescriptor } from 'react-router';

/**
 * A page's stylesheet, as React 19 stylesheet resource (`precedence`): React writes these first in
 * <head>, before the module preloads of the page's JavaScript, so the phone downloads the CSS that blocks
 * the first paint before the scripts that do not (issue 9: LCP on slow mobile links). On client-side
 * navigation React inserts a new page's stylesheet and waits for it before showing the page; it never
 * removes one, which is safe because every stylesheet but app.css only styles its own classes.
 */
export function stylesheet(href: string): LinkDescriptor {
  return { rel: 'stylesheet', href, precedence: 'default' } as LinkDescriptor;
}
