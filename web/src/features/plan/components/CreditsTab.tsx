import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../../shared/components/SignInPrompt';
import type { Session } from '../../../shared/session/useSession';
import { useCreditSummary } from '../hooks/useCreditSummary';
import { CreditPanel } from './CreditPanel';
import { TopUpPanel } from './TopUpPanel';

/** Credits: a sign-in prompt, or the credit panel and top-ups with their loading and error states. */
export function CreditsTab({ session }: { session: Session }) {
  const signedIn = session.status === 'signedIn';
  const { summary, loading, error, retry } = useCreditSummary(signedIn);

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
  if (error || !summary) {
    return (
      <ErrorState title="Error Loading Credits" message="Failed to load credit information" detail={error} onRetry={retry} />
    );
  }
  return (
    <>
      <CreditPanel summary={summary} />
      <TopUpPanel summary={summary} />
    </>
  );
}
