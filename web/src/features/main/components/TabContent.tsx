import { CommunityPanel } from '../../community/components/CommunityPanel';
import { CreatePanel } from '../../create/components/CreatePanel';
import { DeveloperPanel } from '../../developer/components/DeveloperPanel';
import { MyAgentsPanel } from '../../my-agents/components/MyAgentsPanel';
import { PlanPage } from '../../plan/components/PlanPage';
import type { Session } from '../../session/hooks/useSession';
import type { MainTab } from '../routing/mainTabs';

interface TabContentProps {
  tab: MainTab;
  session: Session;
  onSelectTab: (tab: MainTab) => void;
}

/** The panel of the active main tab. */
export function TabContent({ tab, session, onSelectTab }: TabContentProps) {
  switch (tab) {
    case 'create':
      return <CreatePanel session={session} />;
    case 'my-agents':
      return <MyAgentsPanel session={session} onGoToCreate={() => onSelectTab('create')} />;
    case 'community':
      return <CommunityPanel onGoToCreate={() => onSelectTab('create')} />;
    case 'developer':
      return <DeveloperPanel session={session} />;
    case 'plan':
      return <PlanPage session={session} />;
  }
}
