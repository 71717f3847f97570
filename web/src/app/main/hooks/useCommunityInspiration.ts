import { useState } from 'react';
import { useCommunityPage } from '../../../features/community/hooks/useCommunityPage';
import { DEFAULT_COMMUNITY_FILTERS } from '../../../features/community/model/defaultCommunityFilters';
import type { InspirationState } from '../../../features/create/model/inspirationState';
import { pickInspiration, type InspirationAgent } from '../../../features/create/model/pickInspiration';

/**
 * Community agents for Prompt Ideas, from the community gallery's own list (all categories,
 * by popularity, with its 5-minute cache), loaded the first time the panel opens and picked
 * once while the create screen lives. A failed request reads as none, so the panel shows its
 * empty text. It reads the community feature for the create feature, so it lives in the app.
 */
export function useCommunityInspiration(open: boolean): InspirationState {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  const { state } = useCommunityPage(DEFAULT_COMMUNITY_FILTERS, { skip: !requested });
  const [picked, setPicked] = useState<InspirationAgent[] | null>(null);

  // Picked once: live changes to the list do not reshuffle the ideas under the user's cursor.
  if (picked === null && state.status === 'success') setPicked(pickInspiration(state.page.agents));
  if (picked === null && state.status === 'error') setPicked([]);

  if (!requested) return { status: 'idle' };
  if (picked) return { status: 'done', agents: picked };
  return { status: 'loading' };
}
