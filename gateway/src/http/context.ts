import type { Bus, Storage } from '@avatarium/platform';
import type { GatewayConfig } from '../config.js';
import type { CookieWriter } from './session-cookie.js';
import type { ApiKeyCache } from './api-key-cache.js';
import type { ApiKeyRateLimit } from './api-key-rate-limit.js';
import type { KeyUsageMark } from './key-usage-mark.js';
import type { RateLimiter } from './rate-limiter.js';
import type { SessionCache } from './session-cache.js';
import type { SessionRepository, Session } from '../identity/session.repository.js';
import type { UserRepository } from '../identity/user.repository.js';
import type { UserEntity } from '../identity/user.js';
import type { ApiKeyRepository } from '../api-keys/api-key.repository.js';
import type { ApiKeyScope } from '../api-keys/api-key-scopes.js';
import type { ApiKeyUsageRecorder } from '../api-keys/usage/api-key-usage-recorder.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import type { EventHub } from '../subscriptions/event-hub.js';
import type { SessionRevocations } from '../subscriptions/session-revocations.js';

/** Long-lived things the gateway's modules share, built once at start. */
export interface GatewayDeps {
  config: GatewayConfig;
  bus: Bus;
  storage: Storage;
  users: UserRepository;
  sessions: SessionRepository;
  sessionCache: SessionCache;
  hub: EventHub;
  revocations: SessionRevocations;
  authLimiter: RateLimiter;
  apiKeys: ApiKeyRepository;
  apiKeyCache: ApiKeyCache;
  apiKeyRateLimit: ApiKeyRateLimit;
  apiKeyUsage: ApiKeyUsageRecorder;
  webhooks: Webhooks;
}

/** Per request (HTTP) or per connection (websocket). */
export interface GatewayContext {
  deps: GatewayDeps;
  user: UserEntity | null;
  session: Session | null;
  /** Set when the caller authenticated with an API key (Bearer) instead of the session cookie. */
  apiKey?: { id: string; scopes: ApiKeyScope[] } | null;
  /** A bearer request over HTTP: where the GraphQL layer labels it for the key's usage. */
  usage?: KeyUsageMark;
  clientKey: string;
  /** The Host the browser reached this gateway at (null when unknown). */
  host: string | null;
  /** protocol://host of the request as Express sees it behind TRUST_PROXY (null on websockets). */
  origin: string | null;
  /** Only HTTP requests can set cookies; null on websockets. */
  cookies: CookieWriter | null;
}
