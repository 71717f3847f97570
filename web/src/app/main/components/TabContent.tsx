import { lazy, Suspense, useCallback, useState } from 'react';
import { CreatePanel } from '../../../features/create/components/CreatePanel';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import type { Session } from '../../../shared/session/useSession';
import { useCommunityInspiration } from '../hooks/useCommunityInspiration';
import type { MainTab } from '../model/mainTabs';

// Spec 002 2.1: the plans page is loaded lazily, on the client, when its tab is first opened; so
// are the other tabs but Create (where '/' lands), to keep the first download small.
const PlanTab = lazy(() => import('./PlanTab').then((module) => ({ default: module.PlanTab })));
const MyAgentsTab = lazy(() => import('./MyAgentsTab').then((module) => ({ default: module.MyAgentsTab })));
const CommunityPanel = lazy(() =>
  import('../../../features/community/components/CommunityPanel').then((module) => ({ default: module.CommunityPanel })),
);
const DeveloperPanel = lazy(() =>
  import('../../../features/developer/components/DeveloperPanel').then((module) => ({ default: module.DeveloperPanel })),
);

interface TabContentProps {
  tab: MainTab;
  session: Session;
  onSelectTab: (tab: MainTab) => void;
}

/** The panel of the active main tab. The agent search is kept here: create's search box opens my-agents with it. */
export function TabContent({ tab, session, onSelectTab }: TabContentProps) {
  const [agentSearch, setAgentSearch] = useState('');

  // Both land on my-agents from further down the create screen: start at the top of the grid.
  const showCreated = useCallback(() => {
    setAgentSearch('');
    onSelectTab('my-agents');
    window.scrollTo({ top: 0 });
  }, [onSelectTab]);

  const searchMyAgents = useCallback(
    (text: string) => {
      setAgentSearch(text);
      onSelectTab('my-agents');
      window.scrollTo({ top: 0 });
    },
    [onSelectTab],
  );

  return <Suspense fallback={<PanelSkeleton label="Loading" cards={3} />}>{panel()}</Suspense>;

  function panel() {
    switch (tab) {
      case 'create':
        return (
          <CreatePanel
            session={session}
            onCreated={showCreated}
            onOpenCommunity={() => onSelectTab('community')}
            onSearchAgents={searchMyAgents}
            useInspiration={useCommunityInspiration}
          />
        );
      case 'my-agents':
        return (
          <MyAgentsTab
            session={session}
            search={agentSearch}
            onSearchChange={setAgentSearch}
            onGoToCreate={() => onSelectTab('create')}
          />
        );
      case 'community':
        return <CommunityPanel onGoToCreate={() => onSelectTab('create')} />;
      case 'developer':
        return <DeveloperPanel session={session} />;
      case 'plan':
        return <PlanTab session={session} />;
    }
  }
}
