import { baseEnvSchema, emptyAsUndefined, storageEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const gatewayEnvSchema = baseEnvSchema.merge(storageEnvSchema).extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  MONGODB_DB: z.string().default('avatarium_gateway'),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters'),
  /** Where the built web app lives; the gateway serves it with a single-page fallback. */
  WEB_DIST: z.string().optional(),
  /** Origins allowed to make cookie-authenticated writes besides the gateway's own. */
  ALLOWED_ORIGINS: csv,
  /** Emails (comma separated) of the operators who may open the operator page (/operator). */
  ADMIN_EMAILS: csv,
  /**
   * Origins besides the gateway's own (and the S3 endpoint) the web app may load images and
   * media from, e.g. a CDN in front of storage; added to the Content-Security-Policy.
   */
  CSP_MEDIA_ORIGINS: csv,
  /** GraphQL limits over HTTP and the websocket, refused before execution (issue 14). */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().nonnegative().default(30),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(500),
  /** Operations open at once on one graphql-ws connection. */
  WS_MAX_SUBSCRIPTIONS: z.coerce.number().int().positive().default(20),
  /** graphql-ws connections open at once per signed-in user, and per client address (issue 30). */
  WS_MAX_SOCKETS_PER_USER: z.coerce.number().int().positive().default(20),
  WS_MAX_SOCKETS_PER_IP: z.coerce.number().int().positive().default(200),
  /** Operations open at once across all of one user's connections, and of one client address's. */
  WS_MAX_SUBSCRIPTIONS_PER_USER: z.coerce.number().int().positive().default(100),
  WS_MAX_SUBSCRIPTIONS_PER_IP: z.coerce.number().int().positive().default(1000),
  /** Conversations started per minute from one client address (anyone), issue 30. */
  CONVERSATION_STARTS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Conversations started per minute on one agent by signed-out visitors (the owner pays for them). */
  CONVERSATION_ANONYMOUS_STARTS_PER_AGENT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Conversation turns (text, speech, greeting) per minute from one client address, over all its sessions. */
  CONVERSATION_TURNS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Drafts (the question as it is typed) a minute from one client address: a fast typist sends ~100. */
  CONVERSATION_DRAFTS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Requests per minute per client address on sign-up, and separately on sign-in. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /**
   * Requests per minute per API key (issue 29), on /api and /graphql alike, for every plan;
   * unset: by the owner's plan (API_KEY_REQUESTS_PER_MINUTE in modules/developer).
   */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /** Sign-in attempts per minute for one account (email), whatever addresses they come from. */
  AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /**
   * The address people reach the platform at (share and viewer links start with it); unset:
   * the origin of the request, as Express sees it with TRUST_PROXY. A trailing slash is dropped.
   */
  /** Tests only: a website for a FAQ may be on this machine (the knowledge service needs the same switch). */
  KNOWLEDGE_FETCH_ALLOW_LOOPBACK: z.preprocess((value) => value === 'true' || value === '1', z.boolean()).default(false),
  PUBLIC_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url()
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  /**
   * How many proxies in front of the gateway to believe in X-Forwarded-* (client address for
   * rate limits, https for cookies): a hop count, or Express's address list ('loopback, 10.0.0.0/8').
   * Never "all": the left-most X-Forwarded-For is whatever the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, context) => {
      const text = value.trim().toLowerCase();
      if (text === '' || text === 'false' || text === '0') return 0;
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      if (/^[a-z0-9.:/,\s]+$/.test(text)) return text;
      context.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count or a list of trusted addresses' });
      return z.NEVER;
    }),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
