import type { Plan } from '../model/plans';

/** 'Most Popular' and 'New' markers of a plan. */
export function PlanBadges({ plan }: { plan: Plan }) {
  return (
    <span className="plan-badges">
      {plan.highlight && <span className="badge badge--accent">Most Popular</span>}
      {plan.isNew && <span className="badge badge--new">New</span>}
    </span>
  );
}
