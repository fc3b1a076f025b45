import {
  CONTENT_PAGE_SIZE,
  PAGE_PARAM,
  type PressType,
  pageCount,
  pageHref,
  pageNumber,
} from '@campito/core';
import { type AppLoadContext, data, redirect } from 'react-router';
import { pressSectionPath } from '../components/press-nav';
import { LOAD_ERRORS } from './load-errors';

// The notices live in a client-safe module: components render them, loaders pick them.
export { LOAD_ERRORS } from './load-errors';

export type Settled<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs a service call for a loader and reports a failure instead of throwing, so the page still
 * renders its own texts with a notice where the data would be. The error is logged with the request id,
 * and the answer is marked degraded, so it is never cached (not even when the page answers 200).
 * The call receives the services of the load context.
 */
export async function settle<T>(
  context: AppLoadContext,
  what: string,
  load: (services: AppLoadContext['services']) => Promise<T>,
): Promise<Settled<T>> {
  try {
    return { ok: true, value: await load(context.services) };
  } catch (error) {
    context.degraded?.();
    console.error(
      JSON.stringify({
        level: 50,
        time: Date.now(),
        reqId: context.requestId,
        msg: `page data failed: ${what}`,
        err: describe(error),
      }),
    );
    return { ok: false };
  }
}

/** The error and its cause (database drivers wrap the real reason, e.g. "relation … does not exist"). */
function describe(error: unknown): unknown {
  if (!(error instanceof Error)) return String(error);
  return {
    message: error.message,
    stack: error.stack,
    ...(error.cause ? { cause: describe(error.cause) } : {}),
  };
}

/** The loader's answer: 503 while something failed, so crawlers come back instead of indexing the notice. */
export function pageData<T>(payload: T, failed: boolean) {
  return data(payload, { status: failed ? 503 : 200 });
}

type SiteInterface = Awaited<ReturnType<AppLoadContext['services']['site']['getInterface']>>;

/**
 * The loader of a page made of the texts and images staff edit ("Interfaz"): what `pick` takes from the
 * record (given null when it could not be read), and the notice in `error` then.
 */
export async function interfacePage<T extends object>(
  context: AppLoadContext,
  pick: (record: SiteInterface | null) => T,
) {
  const site = await settle(context, 'interface', (s) => s.site.getInterface());
  return pageData(
    { ...pick(site.ok ? site.value : null), error: site.ok ? null : LOAD_ERRORS.site },
    !site.ok,
  );
}

/**
 * The loader of a press section (gráfica, televisión, radio): a page of its notes (`?pagina=`, CONTENT_PAGE_SIZE
 * a page; a page past the last goes to the last), or the notice in `error`.
 */
export async function pressPage(context: AppLoadContext, request: Request, type: PressType) {
  const page = pageNumber(new URL(request.url).searchParams.get(PAGE_PARAM)) ?? 1;
  const notes = await settle(context, 'press', (s) =>
    s.content.listPress({ type, page, limit: CONTENT_PAGE_SIZE }),
  );
  if (!notes.ok) return pageData({ notes: [], total: 0, page: 1, pages: 1, error: LOAD_ERRORS.press }, true);
  const { rows, total } = notes.value;
  const pages = pageCount(total, CONTENT_PAGE_SIZE);
  if (page > pages) throw redirect(pageHref(pressSectionPath(type), pages));
  return pageData({ notes: rows, total, page, pages, error: null }, false);
}
