import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { AgentCard } from '../../../shared/agents/components/AgentCard';
import { cardFadeDelay } from '../../../shared/agents/model/cardFadeDelay';
import { masonryAspectRatio } from '../model/masonryAspectRatio';
import { CommunityMasonry } from './CommunityMasonry';

interface CommunityGalleryProps {
  agents: readonly AgentCardFieldsFragment[];
  signedIn: boolean;
}

/** The community's cards in the masonry: votes, category chips and ten cycling shapes. */
export function CommunityGallery({ agents, signedIn }: CommunityGalleryProps) {
  return (
    <CommunityMasonry
      items={agents}
      keyOf={(agent) => agent.id}
      testId="community-gallery"
      renderItem={(agent, index) => (
        <AgentCard
          agent={agent}
          gallery="community"
          signedIn={signedIn}
          showVotes
          showCategory
          mediaAspectRatio={masonryAspectRatio(index)}
          style={{ animationDelay: cardFadeDelay(index, 'masonry') }}
        />
      )}
    />
  );
}
