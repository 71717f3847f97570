import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MovementClipSource, SpeechLayout } from '@avatarium/avatar-player';
import { useAuthDialog } from '../../../shared/session/useAuthDialog';
import { useSession } from '../../../shared/session/useSession';
import { useConversation } from '../hooks/useConversation';
import { useCustomActions } from '../hooks/useCustomActions';
import { useDraftReading } from '../hooks/useDraftReading';
import type { ConversationActions } from '../model/conversationActions';
import { useHoldSpaceToTalk } from '../hooks/useHoldSpaceToTalk';
import { usePushToTalk } from '../hooks/usePushToTalk';
import { endNoticeOf } from '../model/sessionEndNotice';
import { isAwaitingAnswer } from '../model/transcript';
import { AvatarStage } from './AvatarStage';
import { Composer } from './Composer';
import { ConversationControls } from './ConversationControls';
import { ConversationNotice } from './ConversationNotice';
import { EndedNotice } from './EndedNotice';
import { StartFailureNotice } from './StartFailureNotice';
import type { TalkButtonState } from './TalkButton';
import { TranscriptPanel } from './TranscriptPanel';
import './ConversationView.css';

/** What the button asks: the phrase the agent understands as "start the presentation". */
const PRESENT_THE_SLIDES = 'Present the slides';

export interface ConversationViewAgent {
  id: string;
  name: string;
  imageUrl: string | null;
  posterUrl: string | null;
  videoUrl: string | null;
  /** Movement clips for quiet moments (the agent's dynamics, when enabled). */
  movementClips?: readonly MovementClipSource[];
  speech: SpeechLayout | null;
  /** Which engine plays the face (Expression adds brows, smiles and nods). */
  modelType?: 'essence' | 'expression';
  isOwner: boolean;
  /** The owner turned slides on: the visitor can ask the agent to present them. */
  presentsSlides: boolean;
}

interface ConversationViewProps {
  agent: ConversationViewAgent;
  share: string | null;
  /** Inside someone's page or the workspace overlay. */
  embedded: boolean;
  /** Shown over the stage (the agent's name, fading). */
  title?: ReactNode;
  /** Drawn over the agent's face (the owner's QR codes and frame). */
  overlay?: ReactNode;
  /** The owner's custom actions (greeting, refresh, keywords, timeout). */
  actions?: ConversationActions | null;
}

/**
 * Talking to an agent (issue 8): its face on a canvas, the transcript with streamed answers,
 * a question box, push-to-talk, Stop and Mute, and a clear state for every failure.
 */
export function ConversationView({ agent, share, embedded, title, overlay, actions = null }: ConversationViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [muted, setMuted] = useState(false);
  const viewer = useSession();
  const { openAuthDialog } = useAuthDialog();

  const conversation = useConversation({
    agent,
    share,
    enabled: viewer.status !== 'loading',
    identity: viewer.user?.id ?? null,
    canvasRef,
    audioRef,
  });
  const { connection, transcript, sendText, sendRecording } = conversation;
  // An uninterruptible greeting holds the floor until it ends.
  const greetingHolds = conversation.greetingTurn !== null && actions?.greetings.allow_interruption === false;
  const live = connection.status === 'live' && !greetingHolds;
  const talk = usePushToTalk(sendRecording);
  const listening = talk.state !== 'idle';
  useHoldSpaceToTalk(live, talk.press, talk.release);
  const { typed: draftTyped, sent: draftSent } = useDraftReading(conversation.session, live);

  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = muted;
  }, [muted]);

  const custom = useCustomActions({
    actions,
    live: connection.status === 'live',
    session: conversation.session,
    transcript,
    busy: conversation.speaking || conversation.sending,
    greet: conversation.greet,
    refresh: conversation.refresh,
  });
  const { checkTyped } = custom;

  const ask = useCallback(
    (question: string) => {
      // Before the question goes: no draft of it may follow it.
      draftSent();
      checkTyped(question);
      void sendText(question);
      inputRef.current?.focus();
    },
    [sendText, checkTyped, draftSent],
  );

  // Once the agent shows a slide its replies offer the next steps; the button starts it.
  const presenting = transcript.entries.some((entry) => entry.kind === 'agent' && entry.rich?.kind === 'slide');
  const transcribing = transcript.entries.some((entry) => entry.kind === 'visitor' && entry.transcribing);
  const talkState: TalkButtonState = !live ? 'disabled' : listening ? talk.state : transcribing ? 'transcribing' : 'idle';
  const last = transcript.entries.at(-1);
  // Once the session is over (or never began) nothing more is coming.
  const awaitingAnswer = (live || connection.status === 'connecting') && isAwaitingAnswer(transcript);
  const answering = awaitingAnswer || (last?.kind === 'agent' && last.status === 'streaming');
  // The owner pays on anonymous links; a signed-in viewer pays on login-required ones.
  const visitorPays = agent.isOwner || (connection.status === 'ended' && connection.session.payer === 'VIEWER');

  return (
    <div className="conversation" data-testid="conversation" data-connection={connection.status}>
      <div className="conversation__stage">
        <AvatarStage
          canvasRef={canvasRef}
          poster={agent.posterUrl ?? agent.imageUrl}
          playerState={conversation.playerState}
          speaking={conversation.speaking}
        />
        {overlay}
        {title}
        {(connection.status === 'starting' || connection.status === 'connecting') && (
          <p className="conversation__status" role="status" data-testid="conversation-status">
            <span className="spinner spinner--inline" aria-hidden="true" />
            Connecting…
          </p>
        )}
        {conversation.audioBlocked && (
          <button type="button" className="button button--primary conversation__unblock" onClick={conversation.resumeAudio}>
            Tap to hear the answer
          </button>
        )}
        <ConversationControls
          muted={muted}
          onToggleMute={() => setMuted((value) => !value)}
          canStop={(conversation.speaking || answering) && !greetingHolds}
          onStop={conversation.interrupt}
        />
        <audio ref={audioRef} preload="auto" data-testid="viewer-audio" {...conversation.audioEvents} />
      </div>
      <div className="conversation__panel">
        <TranscriptPanel
          transcript={transcript}
          agentName={agent.name}
          onAsk={ask}
          canAsk={live}
          awaitingAnswer={awaitingAnswer}
          invites={custom.timedOut === null && connection.status !== 'failed' && connection.status !== 'ended'}
        />
        {talk.problem && (
          <p className="conversation__problem" role="alert" data-testid="conversation-mic-problem">
            {talk.problem}
            <button type="button" className="button button--ghost button--small" onClick={talk.dismissProblem}>
              OK
            </button>
          </p>
        )}
        {custom.opened && (
          <p className="conversation__problem" role="status" data-testid="keyword-opened">
            Opening{' '}
            <a href={custom.opened} target="_blank" rel="noopener noreferrer">
              {custom.opened}
            </a>
            <button type="button" className="button button--ghost button--small" onClick={custom.dismissOpened}>
              OK
            </button>
          </p>
        )}
        {custom.timedOut !== null ? (
          <ConversationNotice
            title={custom.timedOut}
            text={custom.redirecting ? 'Taking you onward…' : 'Open the page again to start a new conversation.'}
            testId="session-timeout"
          />
        ) : connection.status === 'failed' ? (
          <StartFailureNotice
            failure={connection.failure}
            visitorPays={agent.isOwner || viewer.status === 'signedIn'}
            embedded={embedded}
            onRetry={() => void conversation.restart()}
            onSignIn={() => openAuthDialog('signIn')}
          />
        ) : connection.status === 'ended' ? (
          <EndedNotice
            notice={endNoticeOf(connection.reason, connection.message, visitorPays)}
            embedded={embedded}
            onStartAgain={() => void conversation.restart()}
          />
        ) : (
          <>
            {agent.presentsSlides && !presenting && (
              <button
                type="button"
                className="button button--ghost button--small conversation__present"
                onClick={() => ask(PRESENT_THE_SLIDES)}
                disabled={!live || answering}
                data-testid="present-slides"
              >
                Present the slides
              </button>
            )}
            <Composer
              ref={inputRef}
              canSend={live}
              talkState={talkState}
              onSend={ask}
              onDraft={draftTyped}
              onTalkPress={talk.press}
              onTalkRelease={talk.release}
            />
          </>
        )}
      </div>
    </div>
  );
}
