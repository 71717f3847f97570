import { AppError } from '@avatarium/platform';
import type { GatewayContext } from '../../http/context.js';
import type { Session } from '../../identity/session.repository.js';
import type { UserEntity } from '../../identity/user.js';

/** The one check every signed-in-only operation starts with. */
export function requireUser(context: Pick<GatewayContext, 'user' | 'session'>): { user: UserEntity; session: Session } {
  if (!context.user || !context.session) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
  return { user: context.user, session: context.session };
}
