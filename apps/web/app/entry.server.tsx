import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonce } from './components/csp-nonce';
import { SiteCss } from './components/site-styles';
import { SITE_CSS } from './styles/site-css.server';

/**
 * The site's stylesheet, written inline in every page: the host allows exactly this text by its hash
 * (React does not put a nonce on a hoisted <style>), so no other <style> element can apply.
 */
export const siteCss = SITE_CSS;

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
    const userAgent = request.headers.get('user-agent');

    // Crawlers (and SPA mode) get the complete document in one piece instead of a stream.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), ABORT_DELAY_MS);

    // Every inline script and style this render writes carries the nonce; the host allows exactly those.
    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <SiteCss.Provider value={SITE_CSS}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteCss.Provider>
      </CspNonce.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reject above and are logged by React Router; only
          // errors inside an already streaming document need logging here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
