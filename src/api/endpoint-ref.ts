import type { AuthRequirement, Endpoint, HttpMethod, ServiceName } from '#contract/endpoint.ts';

/**
 * What the SPA needs to call one contract endpoint, without its zod schemas. The generated
 * `contract.gen.ts` holds one per endpoint; `E` carries the contract's types so `call()` infers params,
 * query, body and response exactly as if it had the schema object.
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  /** The contract file (`display` for contract/display.ts) and export name: development builds load the schema from there. */
  readonly module: string;
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly service: ServiceName;
  readonly auth: AuthRequirement;
  /** Never set at run time; only carries the endpoint's type. */
  readonly endpoint?: E;
}

export type EndpointOf<R> = R extends EndpointRef<infer E> ? E : never;
