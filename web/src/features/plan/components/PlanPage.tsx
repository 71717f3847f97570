import { useState, type ReactNode } from 'react';
import type { Session } from '../../../shared/session/useSession';
import type { PlanSubTab } from '../model/planSubTabs';
import { BillingTab } from './BillingTab';
import { CreditsTab } from './CreditsTab';
import { FaqTab } from './FaqTab';
import { PlanSubTabs } from './PlanSubTabs';
import { PricingTab } from './PricingTab';
import { UpgradeSuccessBanner } from './UpgradeSuccessBanner';
import './plan.css';

interface PlanPageProps {
  session: Session;
  /** A collection's own plans (the collection-plans feature's, put in by the app), else the general page (fallback). */
  renderCollectionPlans: (props: { collectionId: string; fallback: ReactNode }) => ReactNode;
}

/** The plan tab: credits, pricing, billing and FAQ (spec 000 section 2, Plans page). */
export function PlanPage({ session, renderCollectionPlans }: PlanPageProps) {
  const [subTab, setSubTab] = useState<PlanSubTab>('pricing');
  const query = new URLSearchParams(window.location.search);
  const upgraded = session.status === 'signedIn' && query.get('upgrade_success') === 'true';
  // Spec 000: the plans page reads collectionId; a collection with plans shows its own.
  const collectionId = query.get('collectionId');

  const general = (
    <>
      <PlanSubTabs active={subTab} onSelect={setSubTab} />
      <div id="plan-subpanel" role="tabpanel" aria-labelledby={`plan-tab-${subTab}`} className="plan__panel">
        {subTab === 'credits' && <CreditsTab session={session} />}
        {subTab === 'pricing' && <PricingTab session={session} />}
        {subTab === 'billing' && <BillingTab session={session} />}
        {subTab === 'faq' && <FaqTab />}
      </div>
    </>
  );

  return (
    <section className="plan" aria-labelledby="plan-title">
      {upgraded && <UpgradeSuccessBanner />}
      <header className="page-heading page-heading--center">
        <h1 id="plan-title" className="page-heading__title">
          Plans &amp; Credits
        </h1>
        <p className="page-heading__text">
          Start free, upgrade when your agents take off. Plan credits reset monthly; top-ups roll over.
        </p>
      </header>
      {collectionId ? renderCollectionPlans({ collectionId, fallback: general }) : general}
    </section>
  );
}
