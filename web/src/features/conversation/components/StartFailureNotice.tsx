import type { StartFailure } from '../model/startFailure';
import { BUDGET_USED_TITLE } from '../model/sessionEndNotice';
import { ConversationNotice } from './ConversationNotice';
import { TopUpLink } from './TopUpLink';

interface StartFailureNoticeProps {
  failure: StartFailure;
  /** Whoever pays sees the way to top up. */
  visitorPays: boolean;
  embedded: boolean;
  onRetry: () => void;
  onSignIn: () => void;
}

/** Why the conversation could not start, with the one thing that helps. */
export function StartFailureNotice({ failure, visitorPays, embedded, onRetry, onSignIn }: StartFailureNoticeProps) {
  const retry = (
    <button type="button" className="button button--secondary" onClick={onRetry} data-testid="conversation-retry">
      Retry
    </button>
  );
  switch (failure.kind) {
    case 'signInRequired':
      return (
        <ConversationNotice
          title="Sign in to talk to this agent"
          text="This link is for signed-in viewers, who talk to the agent with their own credits."
          testId="conversation-sign-in"
        >
          <button type="button" className="button button--primary" onClick={onSignIn}>
            Sign In
          </button>
        </ConversationNotice>
      );
    case 'notReady':
      return (
        <ConversationNotice title="This agent is not ready yet" text={failure.message} testId="conversation-not-ready">
          {retry}
        </ConversationNotice>
      );
    case 'credits':
      return (
        <ConversationNotice
          title="Out of credits"
          text={visitorPays ? 'You are out of credits: top up to keep talking.' : failure.message}
          testId="conversation-credits"
        >
          {visitorPays && <TopUpLink embedded={embedded} />}
          {retry}
        </ConversationNotice>
      );
    case 'unavailable':
      return (
        <ConversationNotice title="The agent cannot answer right now" text={failure.message} testId="conversation-unavailable">
          {retry}
        </ConversationNotice>
      );
    case 'budgetUsed':
      // Not an outage: retrying will not help until the month ends.
      return <ConversationNotice title={BUDGET_USED_TITLE} text={failure.message} testId="conversation-budget-used" />;
    case 'notFound':
      return <ConversationNotice title="Agent not available" text={failure.message} testId="conversation-not-found" />;
    case 'error':
      return (
        <ConversationNotice title="Could not start the conversation" text={failure.message} testId="conversation-error">
          {retry}
        </ConversationNotice>
      );
  }
}
