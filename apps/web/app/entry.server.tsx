import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonce } from './components/csp-nonce';
import { SiteCss } from './components/site-styles';
import { ROUTE_STYLESHEETS, routeStylesheet } from './styles/site-css.server';

/**
 * The stylesheets a page may write inline, each with the key React writes it under (`data-href`): the host
 * finds it in a page by that key and allows exactly its text by its hash (React does not put a nonce on a
 * hoisted <style>), so no other <style> element can apply.
 */
export const siteCss = ROUTE_STYLESHEETS;

/** A render still streaming after this long is aborted, so a slow loader cannot hold a socket. */
const ABORT_DELAY_MS = 5_000;

/** Pending loader promises are rejected a little earlier, so their error boundaries still reach the page. */
export const streamTimeout = ABORT_DELAY_MS - 1_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), ABORT_DELAY_MS);

    // The host reads the whole page before sending it (it lists the hashes of the page's inline scripts
    // in the Content-Security-Policy), so the page is written once, complete, into memory: streaming it
    // through web streams cost more than rendering a short page (docs/decisions/009-render-performance.md).
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const html = Buffer.concat(chunks);
        // The Fastify host takes the bytes as they are; a Response body would be read back through web
        // streams and decoded to text, which cost more than a third of a short render (ADR 009).
        if (loadContext.renderedPage) {
          loadContext.renderedPage(html);
          resolve(new Response(null, { headers: responseHeaders, status }));
        } else resolve(new Response(html, { headers: responseHeaders, status }));
        callback();
      },
    });

    // Every inline script and style this render writes carries the nonce; the host allows exactly those.
    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <SiteCss.Provider value={routeStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteCss.Provider>
      </CspNonce.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          // An error before the shell is a failed page; one inside a boundary after it shows that
          // boundary's fallback in a page that is still a success.
          if (!shellRendered) status = 500;
          // Errors before the shell is ready reject above and are logged by React Router; only
          // errors inside an already rendered shell need logging here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
