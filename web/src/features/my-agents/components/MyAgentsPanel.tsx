import { ErrorState } from '../../../shared/components/ErrorState';
import { SignInPrompt } from '../../../shared/components/SignInPrompt';
import type { Session } from '../../../shared/session/useSession';
import { AgentGridSkeleton } from './AgentGridSkeleton';
import { MyAgentsGallery, type MyAgentsGalleryProps } from './MyAgentsGallery';
import './my-agents.css';

interface MyAgentsPanelProps extends Omit<MyAgentsGalleryProps, 'userId'> {
  session: Session;
}

/** Spec 002 2.1 my-agents: sign-in prompt, loading gallery, error, empty state or the live grid. */
export function MyAgentsPanel({ session, ...gallery }: MyAgentsPanelProps) {
  if (session.status === 'loading') return <AgentGridSkeleton />;
  if (session.status === 'error') {
    return (
      <ErrorState
        title="Error Loading Agents"
        message="We could not load your session, so your agents cannot be shown."
        detail={session.message}
        onRetry={session.retry}
      />
    );
  }
  if (session.status === 'signedOut') {
    return (
      <SignInPrompt
        title="Sign In to Create Your Agents"
        description="Create agents from a prompt, a photo, a movement video and a voice, then watch them come to life."
        testId="my-agents-sign-in"
      />
    );
  }
  return <MyAgentsGallery key={session.user.id} userId={session.user.id} {...gallery} />;
}
