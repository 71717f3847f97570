import type { ZodType } from 'zod';

/**
 * Who may call a route, as the OpenAPI document says it. Whether an API key may too, and with
 * which scope, is not written here: it comes from the one access table (api-key-access.ts).
 * - `public`: anyone, no credential.
 * - `optional`: anyone; a signed-in caller also sees their own private data.
 * - `signed-in`: the owner's session (or an API key where the table lets keys in).
 * - `operator`: a signed-in operator of the deployment.
 * - `signature`: a request signed by a third party (Stripe), not a user.
 */
export type RouteAuth = 'public' | 'optional' | 'signed-in' | 'operator' | 'signature';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One `/api` route in the OpenAPI document: written next to the module's routes, from the schemas they parse with. */
export interface RouteDoc {
  method: RouteMethod;
  /** The path under `/api` exactly as the router mounts it (`/agents/:id`). */
  path: string;
  summary: string;
  description?: string;
  auth: RouteAuth;
  /** The zod schema the route reads its query string with. */
  query?: ZodType;
  /** The zod schema the route (or its use case) parses its JSON body with. */
  body?: ZodType;
  /** A body read as a stream instead of JSON. */
  upload?: 'multipart' | 'binary';
  /** The answer's schema, where one exists; otherwise `{ success: true, ... }` is documented. */
  response?: ZodType;
  /** A success answer that is not JSON (a file): its content type. */
  produces?: string;
  /** The success status when it is not 200. */
  status?: number;
}
