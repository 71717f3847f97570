import { AppHeader } from '../../header/components/AppHeader';
import { useSession } from '../../../shared/session/useSession';
import { useHashTab } from '../hooks/useHashTab';
import { SessionErrorBanner } from './SessionErrorBanner';
import { TabContent } from './TabContent';
import './main.css';

/** The root page: header, hash-routed tabs and the active tab's panel. */
export function MainPage() {
  const session = useSession();
  // Until we know who is signed in (or while the gateway cannot tell us), keep #my-agents.
  const sessionUnknown = session.status === 'loading' || session.status === 'error';
  const [tab, selectTab] = useHashTab(session.status === 'signedIn', sessionUnknown);
  // These panels explain a failed session themselves; elsewhere a banner does.
  const panelShowsSessionError = tab === 'my-agents' || tab === 'developer';

  return (
    <div className="app-shell">
      <AppHeader session={session} activeTab={tab} onSelectTab={selectTab} />
      {session.status === 'error' && !panelShowsSessionError && (
        <SessionErrorBanner message={session.message} onRetry={session.retry} />
      )}
      <main id="main-tabpanel" className="app-main" role="tabpanel" aria-labelledby={`tab-${tab}`} data-active-tab={tab}>
        <TabContent tab={tab} session={session} onSelectTab={selectTab} />
      </main>
      <footer className="app-footer">
        <span>Avatarium: open, self-hostable AI avatar agents.</span>
      </footer>
    </div>
  );
}
