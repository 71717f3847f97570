import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../../shared/components/SignInPrompt';
import type { Session } from '../../../shared/session/useSession';
import { ApiKeysCard } from './ApiKeysCard';
import { DocumentationCard } from './DocumentationCard';
import { UsageCard } from './UsageCard';
import { WebhooksCard } from './WebhooksCard';
import './developer.css';

/** The developer tab: a sign-in prompt, or the developer tools (API keys, usage, webhooks, documentation). */
export function DeveloperPanel({ session }: { session: Session }) {
  if (session.status === 'loading') return <PanelSkeleton label="Loading developer tools" cards={3} />;
  if (session.status === 'error') {
    return (
      <ErrorState
        title="Error Loading Developer Tools"
        message="We could not load your session."
        detail={session.message}
        onRetry={session.retry}
      />
    );
  }
  if (session.status === 'signedOut') {
    return (
      <SignInPrompt
        testId="developer-sign-in"
        title="Sign In to Access Developer Tools"
        description="Get API Keys, Analytics and Documentation for building with your agents."
      />
    );
  }
  return (
    <section className="developer" aria-labelledby="developer-title">
      <header className="page-heading">
        <h1 id="developer-title" className="page-heading__title">
          Developer
        </h1>
        <p className="page-heading__text">Build on Avatarium: keys, usage and docs in one place.</p>
      </header>
      <ApiKeysCard />
      <UsageCard />
      <WebhooksCard />
      <DocumentationCard />
    </section>
  );
}
