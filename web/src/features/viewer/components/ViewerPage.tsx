import { useEffect, useRef, type ReactNode } from 'react';
import type { ViewerAgentFieldsFragment } from '../../../gql/graphql';
import { Logo } from '../../../shared/components/Logo';
import { useAuthDialog } from '../../../shared/session/useAuthDialog';
import { usePassEscapeToParent } from '../hooks/usePassEscapeToParent';
import { useViewerAgent } from '../hooks/useViewerAgent';
import type { ViewerParams } from '../../../shared/model/readViewerParams';
import { ViewerMessage } from './ViewerMessage';
import './ViewerPage.css';

interface ViewerPageProps {
  agentId: string;
  params: ViewerParams;
  /** The loaded agent, ready to talk (the app puts the conversation on the page). */
  renderStage: (agent: ViewerAgentFieldsFragment) => ReactNode;
}

/**
 * The public viewer route /view/{agentId} (spec 002 2.2): dark and full screen. Who may see
 * what is the server's decision: public and anonymous-link agents for anyone, login-required
 * links for signed-in viewers, private agents for their owner.
 */
export function ViewerPage({ agentId, params, renderStage }: ViewerPageProps) {
  const state = useViewerAgent(agentId, params.share);
  const { openAuthDialog } = useAuthDialog();
  const askedToSignIn = useRef(false);
  usePassEscapeToParent(params.embedded);

  useEffect(() => {
    if (state.status === 'signInRequired' && !askedToSignIn.current) {
      askedToSignIn.current = true;
      openAuthDialog('signIn');
    }
  }, [state.status, openAuthDialog]);

  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.agent.name || 'Agent'} · Avatarium`;
  }, [state]);

  return (
    <div className="viewer-page" data-testid="viewer-page" data-viewer-state={state.status}>
      {!params.embedded && (
        <div className="viewer-page__brand">
          <Logo />
        </div>
      )}
      {state.status === 'loading' && (
        <ViewerMessage title="Loading agent...">
          <span className="spinner" aria-hidden="true" />
        </ViewerMessage>
      )}
      {state.status === 'ready' && renderStage(state.agent)}
      {state.status === 'signInRequired' && (
        <ViewerMessage
          title="Sign in to view this agent"
          text="This link is for signed-in viewers, who talk to the agent with their own credits."
        >
          <button type="button" className="button button--primary" onClick={() => openAuthDialog('signIn')}>
            Sign In
          </button>
        </ViewerMessage>
      )}
      {state.status === 'unavailable' && (
        <ViewerMessage
          title="Agent not available"
          text="This agent does not exist, or it is private and this link does not give access to it."
        >
          <a className="button button--secondary" href="/#community">
            Browse the Community
          </a>
        </ViewerMessage>
      )}
      {state.status === 'error' && (
        <ViewerMessage role="alert" title="Could not load this agent" text={state.message}>
          <button type="button" className="button button--secondary" onClick={state.retry}>
            Retry
          </button>
        </ViewerMessage>
      )}
    </div>
  );
}
