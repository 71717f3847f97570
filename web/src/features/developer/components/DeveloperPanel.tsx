import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../auth/components/SignInPrompt';
import type { Session } from '../../session/hooks/useSession';
import { ApiKeysCard } from './ApiKeysCard';
import { UsageCard } from './UsageCard';
import { WebhooksCard } from './WebhooksCard';
import './developer.css';

// What is not built yet (issue 29's later parts) stays a card that says so.
const SECTIONS = [
  {
    title: 'Documentation',
    text: 'A reference of the REST API and an explorer for the GraphQL schema.',
    icon: 'M6 3.5h9l3 3V20.5H6zM9 10h6M9 13.5h6M9 17h4',
  },
];

/** The developer tab: a sign-in prompt, or the developer tools (API keys, usage, webhooks; docs to come). */
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
      <ul className="developer__grid">
        {SECTIONS.map((section) => (
          <li key={section.title} className="card developer__card">
            <svg className="developer__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d={section.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h2 className="developer__card-title">
              {section.title}
              <span className="badge badge--muted">Coming soon</span>
            </h2>
            <p className="developer__card-text">{section.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
