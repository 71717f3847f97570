import { createContext } from 'react';
import type { AgentCardFieldsFragment } from '../../gql/graphql';
import type { GalleryType } from './galleryType';

export interface AgentActionDialogControls {
  /** Opens the action dialog (spec 002 2.6) for a card of the given gallery. */
  open: (agent: AgentCardFieldsFragment, gallery: GalleryType) => void;
}

export const AgentActionDialogContext = createContext<AgentActionDialogControls>({
  open: () => undefined,
});
