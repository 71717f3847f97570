import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../auth/components/SignInPrompt';
import { useCreditBalance } from '../../credits/hooks/useCreditBalance';
import type { Session } from '../../session/hooks/useSession';
import { CreditPanel } from './CreditPanel';

/** Credits: a sign-in prompt, or the credit panel with its loading and error states. */
export function CreditsTab({ session }: { session: Session }) {
  const signedIn = session.status === 'signedIn';
  const { balance, loading, error, retry } = useCreditBalance(signedIn);

  if (session.status === 'loading') return <PanelSkeleton label="Loading credits" cards={2} />;
  if (!signedIn) {
    return (
      <SignInPrompt
        testId="credits-sign-in"
        title="Sign In to View Credits"
        description="See your balance, your plan and what your agents use."
      />
    );
  }
  if (loading) return <PanelSkeleton label="Loading credits" cards={2} />;
  if (error || !balance) {
    return (
      <ErrorState title="Error Loading Credits" message="Failed to load credit information" detail={error} onRetry={retry} />
    );
  }
  return <CreditPanel balance={balance} />;
}
