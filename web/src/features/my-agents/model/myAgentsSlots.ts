import type { ReactNode } from 'react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';

/**
 * What the gallery shows from other features, put in by the app (web/src/app), which composes
 * features: the owner's collections (in place of the grid) and the Mark Face dialog of a card.
 */
export interface MyAgentsSlots {
  renderCollections: (props: { agents: readonly AgentCardFieldsFragment[]; userId: string; onBack: () => void }) => ReactNode;
  renderMarkFace: (props: { agentId: string; agentName: string; imageUrl: string | null; onClose: () => void }) => ReactNode;
}
