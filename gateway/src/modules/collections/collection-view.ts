import type { collections } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';
import { signedUrl } from '../shared/agent-view.js';

/** A collection under the specs' field names, with its logo and intro video as signed URLs. */
export async function toCollectionView(collection: collections.Collection, storage: Storage) {
  const [logo, heroshot_video] = await Promise.all([
    signedUrl(storage, collection.logo_key),
    signedUrl(storage, collection.heroshot_key),
  ]);
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    layout: collection.layout,
    contact_link: collection.contact_link,
    logo,
    heroshot_enabled: collection.heroshot_enabled,
    heroshot_video,
    agent_codes: collection.agent_codes,
    share: { public_enabled: collection.share.public_enabled },
    created_at: collection.created_at,
    updated_at: collection.updated_at,
  };
}

export type CollectionView = Awaited<ReturnType<typeof toCollectionView>>;
