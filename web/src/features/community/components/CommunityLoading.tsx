import { AgentCardPlaceholder } from '../../../shared/agents/components/AgentCardPlaceholder';
import { AgentGalleryLoading } from '../../../shared/agents/components/AgentGalleryLoading';
import { masonryAspectRatio } from '../model/masonryAspectRatio';
import { CommunityMasonry } from './CommunityMasonry';

/** Spec 002 2.1 / section 9: the community's loading gallery has 9 placeholders. */
const PLACEHOLDERS = Array.from({ length: 9 }, (_, index) => index);

/** The community while its list loads, in the masonry's shape. */
export function CommunityLoading() {
  return (
    <AgentGalleryLoading label="Loading community agents" testId="community-loading">
      <CommunityMasonry
        items={PLACEHOLDERS}
        keyOf={String}
        renderItem={(index) => <AgentCardPlaceholder aspectRatio={masonryAspectRatio(index)} />}
      />
    </AgentGalleryLoading>
  );
}
