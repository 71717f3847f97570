import type { Bus } from '@avatarium/platform';
import type { GatewayConfig } from '../../config.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import type { SessionRepository } from '../../identity/session.repository.js';
import type { UserRepository } from '../../identity/user.repository.js';

export interface AuthDeps {
  users: UserRepository;
  sessions: SessionRepository;
  bus: Bus;
  authLimiter: RateLimiter;
  config: Pick<GatewayConfig, 'AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE'>;
}
