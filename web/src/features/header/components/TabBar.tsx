import { useEffect, type KeyboardEvent, type MouseEvent } from 'react';
import { MAIN_TABS, type MainTab } from '../../main/model/mainTabs';

interface TabBarProps {
  active: MainTab;
  signedIn: boolean;
  onSelect: (tab: MainTab) => void;
}

/** The main page's tabs; a scrollable strip on phones. Arrow keys move between tabs. */
export function TabBar({ active, signedIn, onSelect }: TabBarProps) {
  // my-agents shows when signed in, and stays while a reload on it waits for the session.
  const tabs = MAIN_TABS.filter((tab) => signedIn || !tab.signedInOnly || tab.id === active);

  // On the phone strip, keep the active tab in view (e.g. after a hash change).
  useEffect(() => {
    document.getElementById(`tab-${active}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, tab: MainTab) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(tab);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };

  return (
    <nav className="tab-bar" aria-label="Main">
      <div className="tab-bar__list" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <a
              key={tab.id}
              id={`tab-${tab.id}`}
              href={`#${tab.id}`}
              role="tab"
              aria-selected={selected}
              aria-controls="main-tabpanel"
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}
              data-testid={`tab-${tab.id}`}
              onClick={(event) => onClick(event, tab.id)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
    </nav>
  );
}
