import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { MainTab } from '../model/mainTabs';
import { resolveTab } from '../model/resolveTab';

// pushState and replaceState fire no event: we announce our own changes with this one.
const LOCATION_CHANGED = 'avatarium:locationchange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGED, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGED, onChange);
  };
}

function readHash(): string {
  return window.location.hash;
}

function writeHash(tab: MainTab, mode: 'push' | 'replace'): void {
  const { pathname, search } = window.location;
  const url = `${pathname}${search}#${tab}`;
  if (mode === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(LOCATION_CHANGED));
}

/**
 * The main page's active tab, kept in the URL hash (spec 000 section 2). An invalid hash,
 * or my-agents once we know nobody is signed in, is corrected in place with replaceState
 * (no extra history entry); choosing a tab pushes an entry so back and forward work.
 */
export function useHashTab(signedIn: boolean, sessionLoading: boolean): [MainTab, (tab: MainTab) => void] {
  const hash = useSyncExternalStore(subscribe, readHash, () => '');
  const tab = resolveTab(hash, signedIn, sessionLoading);

  useEffect(() => {
    if (hash !== `#${tab}`) writeHash(tab, 'replace');
  }, [hash, tab]);

  const selectTab = useCallback(
    (next: MainTab) => {
      if (next !== tab) writeHash(next, 'push');
    },
    [tab],
  );

  return [tab, selectTab];
}
