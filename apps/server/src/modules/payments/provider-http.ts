// The one way the payment adapters talk to a provider: fetch with a deadline, JSON in and out, and
// every failure turned into a ProviderError the service can map to a Spanish message.
import type { z } from 'zod';

export type ProviderFailure = 'timeout' | 'network' | 'http' | 'invalid';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    /** The provider's HTTP status, for kind "http". */
    readonly status?: number,
    /** The provider's error body, for logs and for reading documented error codes. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** Sent as is: the caller serialises JSON or form bodies. */
  body?: string;
  timeoutMs: number;
}

/** Sends the request and parses a 2xx JSON answer with `schema`; anything else throws a ProviderError. */
export async function requestJson<S extends z.ZodType>(
  request: ProviderRequest,
  schema: S,
): Promise<z.output<S>> {
  let response: Response;
  let text: string;
  try {
    // The deadline covers the body too: a provider that sends headers and then stalls still times out.
    response = await fetch(request.url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError(
        'timeout',
        `${request.method} ${request.url}: no answer in ${request.timeoutMs} ms`,
      );
    }
    throw new ProviderError('network', `${request.method} ${request.url}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    throw new ProviderError(
      'http',
      `${request.method} ${request.url}: HTTP ${response.status}`,
      response.status,
      json ?? text.slice(0, 500),
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderError(
      'invalid',
      `${request.method} ${request.url}: unexpected answer`,
      response.status,
      json,
    );
  }
  return parsed.data;
}
