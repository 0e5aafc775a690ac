import type { FastifyInstance } from 'fastify';

/**
 * How an adapter reaches a service this machine cannot (the partner points, the shop's accounts): a
 * URL is the network; a path is a development stand-in mounted on this same server, reached with
 * `app.inject` (no socket). Every call ends within `timeoutMs`; an answer is the status and the
 * parsed JSON body (null when there is none), a string says why there is no answer.
 */
export interface ServiceAnswer {
  status: number;
  body: unknown;
}

export interface ServiceClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export type ServiceCall = (
  path: string,
  headers: Record<string, string>,
  body: unknown,
) => Promise<ServiceAnswer | string>;

/** A POST with `Authorization: Bearer <apiKey>` and a JSON body, answered or not within the timeout. */
export function serviceClient(app: FastifyInstance, options: ServiceClientOptions): ServiceCall {
  const send = sender(app, options.baseUrl, options.timeoutMs);
  return async (path, headers, body) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${options.timeoutMs} ms`), options.timeoutMs);
    });
    try {
      return await Promise.race([
        send(
          path,
          { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', ...headers },
          body,
        ),
        timeout,
      ]);
    } catch (error) {
      return (error as Error).message;
    } finally {
      clearTimeout(timer);
    }
  };
}

type Send = (path: string, headers: Record<string, string>, body: unknown) => Promise<ServiceAnswer>;

function sender(app: FastifyInstance, baseUrl: string, timeoutMs: number): Send {
  const base = baseUrl.replace(/\/+$/, '');
  if (base.startsWith('/')) {
    return async (path, headers, body) => {
      const response = await app.inject({
        method: 'POST',
        url: `${base}${path}`,
        headers,
        payload: JSON.stringify(body),
      });
      let parsed: unknown = null;
      try {
        parsed = response.json();
      } catch {
        parsed = null;
      }
      return { status: response.statusCode, body: parsed };
    };
  }
  return async (path, headers, body) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const parsed = await response.json().catch(() => null);
    return { status: response.status, body: parsed };
  };
}
