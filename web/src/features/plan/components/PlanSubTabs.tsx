import type { KeyboardEvent } from 'react';
import { PLAN_SUB_TABS, type PlanSubTab } from '../model/planSubTabs';

interface PlanSubTabsProps {
  active: PlanSubTab;
  onSelect: (tab: PlanSubTab) => void;
}

/** Segmented control for Credits / Pricing / Billing / FAQ. */
export function PlanSubTabs({ active, onSelect }: PlanSubTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const index = PLAN_SUB_TABS.findIndex((tab) => tab.id === active);
    const next = PLAN_SUB_TABS[(index + step + PLAN_SUB_TABS.length) % PLAN_SUB_TABS.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(`plan-tab-${next.id}`)?.focus();
  };

  return (
    <div className="segmented" role="tablist" aria-label="Plan sections" onKeyDown={onKeyDown}>
      {PLAN_SUB_TABS.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={`plan-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="plan-subpanel"
            tabIndex={selected ? 0 : -1}
            className={selected ? 'segmented__item segmented__item--active' : 'segmented__item'}
            data-testid={`plan-tab-${tab.id}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
