import type { AgentCardFieldsFragment, CollectionFieldsFragment } from '../../../gql/graphql';
import { EmptyState } from '../../../shared/components/EmptyState';
import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';
import type { CollectionDialogTab } from './CollectionDialog';

interface CollectionDetailProps {
  collection: CollectionFieldsFragment;
  agents: readonly AgentCardFieldsFragment[];
  onBack: () => void;
  onEdit: (tab: CollectionDialogTab) => void;
  onShare: () => void;
  onDelete: () => void;
}

/** Spec 001: back, logo, name, description, agent count and the agents; 'No Agents in Collection' with Add Agents. */
export function CollectionDetail({ collection, agents, onBack, onEdit, onShare, onDelete }: CollectionDetailProps) {
  const count = collection.agent_codes.length;
  const members = collection.agent_codes.map((code) => ({ code, agent: agents.find((agent) => agent.id === code) }));
  return (
    <section className="collection-detail" data-testid="collection-detail">
      <button type="button" className="button button--ghost" onClick={onBack} data-testid="collection-detail-back">
        ← Back
      </button>
      <header className="collection-detail__head">
        {collection.logo && <img className="collection-detail__logo" src={collection.logo} alt={`${collection.name} logo`} />}
        <div className="collection-detail__text">
          <h1 className="collection-detail__name">{collection.name}</h1>
          {collection.description && <p className="collection-detail__description">{collection.description}</p>}
          <p className="collection-detail__count">
            {count} {count === 1 ? 'agent' : 'agents'} · {collection.layout === 'theater' ? 'Theater' : 'Grid'} layout ·{' '}
            {collection.share.public_enabled ? 'Public' : 'Private'}
          </p>
        </div>
        <div className="collection-detail__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onEdit('general')}
            data-testid="collection-edit"
          >
            Edit
          </button>
          <button type="button" className="button button--primary" onClick={onShare} data-testid="collection-share">
            Share
          </button>
          <button type="button" className="button button--danger" onClick={onDelete} data-testid="collection-delete">
            Delete
          </button>
        </div>
      </header>
      {count === 0 ? (
        <EmptyState
          testId="collection-no-agents"
          title="No Agents in Collection"
          description="Add agents to show them on this collection's page."
          action={
            <button type="button" className="button button--primary" onClick={() => onEdit('agents')}>
              Add Agents
            </button>
          }
        />
      ) : (
        <ul className="collection-detail__agents">
          {members.map(({ code, agent }) => (
            <li key={code} className="card collection-agent">
              {agent?.posterUrl ? (
                <img src={agent.posterUrl} alt="" className="collection-agent__poster" />
              ) : (
                <span className="collection-agent__poster" />
              )}
              <span className="collection-agent__name">{agent ? agent.name || UNTITLED_AGENT : 'Public agent'}</span>
              <a
                className="button button--secondary"
                href={`/view/${encodeURIComponent(code)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Launch
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
