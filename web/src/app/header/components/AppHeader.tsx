import type { MainTab } from '../../main/model/mainTabs';
import type { Session } from '../../../shared/session/useSession';
import { AccountArea } from './AccountArea';
import { Logo } from '../../../shared/components/Logo';
import { TabBar } from './TabBar';
import './header.css';

interface AppHeaderProps {
  session: Session;
  activeTab: MainTab;
  onSelectTab: (tab: MainTab) => void;
}

/** Sticky top bar: logo, main tabs (a second row on phones) and the account area. */
export function AppHeader({ session, activeTab, onSelectTab }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Logo />
        <TabBar active={activeTab} signedIn={session.status === 'signedIn'} onSelect={onSelectTab} />
        <AccountArea session={session} />
      </div>
    </header>
  );
}
