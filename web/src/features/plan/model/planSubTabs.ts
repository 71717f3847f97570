export type PlanSubTab = 'credits' | 'pricing' | 'billing' | 'faq';

/** Spec 000 section 2: four sub-tabs, Pricing by default. */
export const PLAN_SUB_TABS: readonly { id: PlanSubTab; label: string }[] = [
  { id: 'credits', label: 'Credits' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'billing', label: 'Billing' },
  { id: 'faq', label: 'FAQ' },
];
