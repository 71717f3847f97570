import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import { useCreditBalance } from '../../credits/hooks/useCreditBalance';
import type { Session } from '../../session/hooks/useSession';
import { PricingCards } from './PricingCards';
import { PricingTable } from './PricingTable';

/** Overview comparison: cards on phones, a table on wider screens. */
export function PricingTab({ session }: { session: Session }) {
  const isMobile = useIsMobile();
  const { balance } = useCreditBalance(session.status === 'signedIn');
  const currentPlan = balance?.plan ?? null;

  return (
    <div className="pricing">
      {isMobile ? (
        <PricingCards session={session} currentPlan={currentPlan} />
      ) : (
        <PricingTable session={session} currentPlan={currentPlan} />
      )}
      <p className="pricing__notes">
        Top-ups: $1 per 100 credits on Creator and Pro. Plan credits reset monthly; top-up credits roll over. Plan changes take
        effect at the next billing cycle, prorated.
      </p>
    </div>
  );
}
