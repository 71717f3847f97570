import { catalogActions } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import type { CommunityVersionRepository } from './community-version.repository.js';

/**
 * Bumps the community version and tells every gateway the new one, before the caller's reply:
 * NATS delivers this connection's messages in order, so the gateway that sent the write hears
 * the new version before the reply (its next read shows the write), the others a moment later.
 */
export async function bumpCommunityVersion(deps: { bus: Bus; communityVersion: CommunityVersionRepository }): Promise<void> {
  const version = await deps.communityVersion.bump();
  deps.bus.publish(catalogActions.communityVersionChanged, { version });
}
