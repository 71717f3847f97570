import { useCallback, useEffect, useState } from 'react';
import type { AgentModel } from '../../../gql/graphql';
import { UNTITLED_AGENT } from '../../agents/model/untitledAgent';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import { useRequestShareLink } from './useRequestShareLink';

/** If the viewer opened in a background tab this page never becomes hidden: do not cover it for good. */
const OVERLAY_LIMIT_MS = 10_000;

interface LaunchableAgent {
  id: string;
  name?: string | null;
  modelType?: AgentModel | null;
}

/**
 * Launch (spec 002 2.3, 2.10): the 'Launching your agent...' overlay with the agent's name,
 * then the viewer route (the share link, so an owner's token travels with it) in a new tab,
 * or in this window on mobile. The overlay hides when this page becomes hidden or unloads;
 * a failed launch (a blocked tab) just hides it.
 */
export function useLaunchAgent() {
  const requestShareLink = useRequestShareLink();
  const isMobile = useIsMobile();
  const [launchingName, setLaunchingName] = useState<string | null>(null);

  useEffect(() => {
    if (launchingName === null) return;
    const hide = () => setLaunchingName(null);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hide);
    const timer = setTimeout(hide, OVERLAY_LIMIT_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hide);
      clearTimeout(timer);
    };
  }, [launchingName]);

  const launch = useCallback(
    async (agent: LaunchableAgent) => {
      setLaunchingName(agent.name || UNTITLED_AGENT);
      // Opened within the click, so popup blockers allow it; it is pointed at the viewer once the link is known.
      const tab = isMobile ? null : window.open('', '_blank');
      if (!isMobile && !tab) {
        setLaunchingName(null);
        return;
      }
      const { url } = await requestShareLink(agent.id, agent.modelType);
      try {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.location.assign(url);
        }
      } catch {
        setLaunchingName(null);
      }
    },
    [isMobile, requestShareLink],
  );

  return { launch, launchingName };
}
