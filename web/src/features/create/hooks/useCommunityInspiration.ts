import { useEffect, useState } from 'react';
import { readJsonBody } from '../../../shared/http/readJsonBody';
import { pickInspiration, type InspirationAgent } from '../inspiration/pickInspiration';

export type InspirationState = { status: 'idle' | 'loading' } | { status: 'done'; agents: InspirationAgent[] };

/**
 * Community agents for Prompt Ideas, loaded the first time the panel opens and kept while the
 * create screen lives. A failed request (the community listing may not exist yet) reads as
 * none, so the panel shows its empty text.
 */
export function useCommunityInspiration(open: boolean): InspirationState {
  const [state, setState] = useState<InspirationState>({ status: 'idle' });
  const shouldLoad = open && state.status === 'idle';

  useEffect(() => {
    if (!shouldLoad) return;
    // Not aborted on cleanup: marking the load as started re-runs this effect, and a late
    // answer after the screen closed is harmless.
    const load = async () => {
      setState({ status: 'loading' });
      try {
        const response = await fetch('/api/agents?type=community', { credentials: 'include' });
        setState({ status: 'done', agents: response.ok ? pickInspiration(await readJsonBody(response)) : [] });
      } catch {
        setState({ status: 'done', agents: [] });
      }
    };
    void load();
  }, [shouldLoad]);

  return state;
}
