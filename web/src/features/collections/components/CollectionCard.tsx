import type { AgentCardFieldsFragment, CollectionFieldsFragment } from '../../../gql/graphql';
import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';

const THUMBNAILS = 5;

/** A collection in the list: logo or initial, name, count and up to 5 agent thumbnails. */
export function CollectionCard({
  collection,
  agents,
  onOpen,
}: {
  collection: CollectionFieldsFragment;
  agents: readonly AgentCardFieldsFragment[];
  onOpen: () => void;
}) {
  const members = collection.agent_codes
    .map((code) => agents.find((agent) => agent.id === code))
    .filter((agent) => agent !== undefined);
  const count = collection.agent_codes.length;
  return (
    <button
      type="button"
      className="card collection-card"
      onClick={onOpen}
      data-testid="collection-card"
      data-collection-id={collection.id}
    >
      <span className="collection-card__head">
        {collection.logo ? (
          <img className="collection-card__logo" src={collection.logo} alt="" />
        ) : (
          <span className="collection-card__logo collection-card__logo--initial" aria-hidden="true">
            {collection.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="collection-card__name">{collection.name}</span>
        {collection.share.public_enabled && <span className="badge badge--healthy">Public</span>}
      </span>
      <span className="collection-card__thumbs" aria-label={`${count} ${count === 1 ? 'agent' : 'agents'}`}>
        {members
          .slice(0, THUMBNAILS)
          .map((agent) =>
            agent.posterUrl ? (
              <img key={agent.id} className="collection-card__thumb" src={agent.posterUrl} alt={agent.name ?? UNTITLED_AGENT} />
            ) : (
              <span
                key={agent.id}
                className="collection-card__thumb collection-card__thumb--empty"
                title={agent.name ?? UNTITLED_AGENT}
              />
            ),
          )}
        {count > THUMBNAILS && <span className="collection-card__more">+{count - THUMBNAILS}</span>}
      </span>
      <span className="collection-card__count">
        {count} {count === 1 ? 'agent' : 'agents'}
      </span>
    </button>
  );
}
