import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { MAIN_TABS, type MainTab } from '../../main/model/mainTabs';

interface TabBarProps {
  active: MainTab;
  signedIn: boolean;
  onSelect: (tab: MainTab) => void;
}

/** Which ends of the strip hide tabs (a phone narrower than the tabs). */
interface Overflow {
  start: boolean;
  end: boolean;
}

/**
 * The main page's tabs. On a phone they fit the width; where they cannot (a narrow phone, a
 * large font), the strip scrolls with a fade and an arrow on each side that hides a tab, and
 * keeps the active tab in view. Arrow keys move between tabs.
 */
export function TabBar({ active, signedIn, onSelect }: TabBarProps) {
  // my-agents shows when signed in, and stays while a reload on it waits for the session.
  const tabs = MAIN_TABS.filter((tab) => signedIn || !tab.signedInOnly || tab.id === active);
  const stripRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // One pixel of slack: fractional widths must not show an arrow when everything fits.
    const start = strip.scrollLeft > 1;
    const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
    setOverflow((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(strip);
    if (strip.firstElementChild) observer?.observe(strip.firstElementChild);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  // Keep the active tab in view (e.g. after a hash change), scrolling the strip only, never the page.
  useEffect(() => {
    const strip = stripRef.current;
    const tab = document.getElementById(`tab-${active}`);
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
    // Clear of the arrows (32 px at 6 px from the edge).
    const edge = 44;
    const box = strip.getBoundingClientRect();
    const left = tab.getBoundingClientRect().left - box.left;
    const right = tab.getBoundingClientRect().right - box.left;
    if (left < edge) strip.scrollBy({ left: left - edge });
    else if (right > box.width - edge) strip.scrollBy({ left: right - box.width + edge });
  }, [active, tabs.length]);

  const scrollToward = (direction: 1 | -1) => {
    const strip = stripRef.current;
    strip?.scrollBy({ left: direction * strip.clientWidth * 0.6, behavior: 'smooth' });
  };

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
    <nav
      className="tab-bar"
      aria-label="Main"
      data-overflow-start={overflow.start || undefined}
      data-overflow-end={overflow.end || undefined}
      data-testid="tab-bar"
    >
      <div className="tab-bar__strip" ref={stripRef}>
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
      </div>
      {/* Pointer affordances only: the keyboard moves between tabs with the arrow keys. */}
      {overflow.start && (
        <button
          type="button"
          className="tab-bar__more tab-bar__more--start"
          aria-hidden="true"
          tabIndex={-1}
          onClick={() => scrollToward(-1)}
          data-testid="tab-bar-more-start"
        >
          ‹
        </button>
      )}
      {overflow.end && (
        <button
          type="button"
          className="tab-bar__more tab-bar__more--end"
          aria-hidden="true"
          tabIndex={-1}
          onClick={() => scrollToward(1)}
          data-testid="tab-bar-more-end"
        >
          ›
        </button>
      )}
    </nav>
  );
}
