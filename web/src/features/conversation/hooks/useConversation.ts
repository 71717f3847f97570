import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { useMutation } from '@apollo/client/react';
import type { MovementClipSource, SpeechLayout } from '@avatarium/avatar-player';
import { postSpeech } from '../api/postSpeech';
import { GreetConversationMutation } from '../graphql/greetConversationMutation';
import { InterruptConversationMutation } from '../graphql/interruptConversationMutation';
import { ReportFirstFrameMutation } from '../graphql/reportFirstFrameMutation';
import { SendConversationTextMutation } from '../graphql/sendConversationTextMutation';
import type { ConversationEvent } from '../model/conversationEvent';
import { parseRichJson } from '../model/richReply';
import { errorCodeOf, isSessionGone, sendFailureText } from '../model/startFailure';
import { EMPTY_TRANSCRIPT, transcriptReducer } from '../model/transcript';
import { useAvatarPlayer } from './useAvatarPlayer';
import { useConversationSession, type ResumedTranscript } from './useConversationSession';
import { useSentencePlayback } from './useSentencePlayback';

export interface ConversationAgent {
  id: string;
  imageUrl: string | null;
  videoUrl: string | null;
  /** Movement clips for quiet moments (the agent's dynamics, when enabled). */
  movementClips?: readonly MovementClipSource[];
  speech: SpeechLayout | null;
  /** Which engine plays the face (Expression adds brows, smiles and nods). */
  modelType?: 'essence' | 'expression';
}

interface Options {
  agent: ConversationAgent;
  share: string | null;
  /** False until who is signed in is known. */
  enabled: boolean;
  identity: string | null;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  audioRef: RefObject<HTMLAudioElement | null>;
}

let localIds = 0;
const nextLocalId = () => `local-${++localIds}`;

/**
 * A conversation with one agent: the session and its events, the transcript, the agent's
 * face and voice, and what the visitor can do (ask by text or voice, stop, retry, start again).
 */
export function useConversation({ agent, share, enabled, identity, canvasRef, audioRef }: Options) {
  const [transcript, dispatch] = useReducer(transcriptReducer, EMPTY_TRANSCRIPT);
  const [sendMutation] = useMutation(SendConversationTextMutation);
  const [interruptMutation] = useMutation(InterruptConversationMutation);
  const [reportFirstFrameMutation] = useMutation(ReportFirstFrameMutation);
  const [greetMutation] = useMutation(GreetConversationMutation);
  // The greeting turn while it runs (an uninterruptible one holds the floor).
  const [greetingTurn, setGreetingTurn] = useState<string | null>(null);
  const greetedSession = useRef<string | null>(null);
  const [sending, setSending] = useState(false);
  // Telemetry: when each turn's question left this page, and which turn's first frame is awaited.
  const sentAt = useRef(new Map<string, number>());
  const frameAwaited = useRef<string | null>(null);
  const reported = useRef(new Set<string>());
  const playbackRef = useRef<ReturnType<typeof useSentencePlayback> | null>(null);

  const onEvent = useCallback((event: ConversationEvent) => {
    dispatch({ type: 'event', event });
    const playback = playbackRef.current;
    if (event.type === 'TURN_STARTED') playback?.turnStarted(event.turnId);
    if (event.type === 'TURN_STARTED' && event.source === 'greeting') setGreetingTurn(event.turnId);
    if (event.type === 'TURN_DONE' || event.type === 'TURN_INTERRUPTED' || event.type === 'TURN_FAILED') {
      setGreetingTurn((current) => (current === event.turnId ? null : current));
    }
    if (event.type === 'SESSION_ENDED') setGreetingTurn(null);
    if (event.type === 'TURN_AUDIO') playback?.sentenceArrived(event);
    if (event.type === 'TURN_INTERRUPTED' || event.type === 'SESSION_ENDED') playback?.stop();
  }, []);

  /** After a reload: the conversation so far, as the server stored it. */
  const onResumed = useCallback((resumed: ResumedTranscript) => {
    const messages = resumed.messages.map((message) => ({
      turnId: message.turnId,
      role: message.role === 'agent' ? ('agent' as const) : ('user' as const),
      text: message.text,
      rich: message.richJson ? parseRichJson(message.richJson) : null,
    }));
    dispatch({ type: 'restore', messages, runningTurnId: resumed.runningTurnId ?? null });
  }, []);

  const { connection, session, restart } = useConversationSession({
    agentId: agent.id,
    share,
    enabled,
    identity,
    onEvent,
    onResumed,
  });

  /** The player drew the first speaking frame of a sentence: each turn's first one is reported, once. */
  const onFirstSpeakingFrame = useCallback(() => {
    const turnId = frameAwaited.current;
    frameAwaited.current = null;
    const startedAt = turnId ? sentAt.current.get(turnId) : undefined;
    if (!turnId || startedAt === undefined || !session || reported.current.has(turnId)) return;
    reported.current.add(turnId);
    sentAt.current.delete(turnId);
    const firstFrameMs = Math.round(performance.now() - startedAt);
    void reportFirstFrameMutation({
      variables: { sessionId: session.sessionId, sessionToken: session.sessionToken, turnId, firstFrameMs },
    }).catch(() => undefined);
  }, [session, reportFirstFrameMutation]);

  const player = useAvatarPlayer({
    canvasRef,
    audioRef,
    imageUrl: agent.imageUrl,
    videoUrl: agent.videoUrl,
    movementClips: agent.movementClips ?? null,
    speech: agent.speech,
    engine: agent.modelType ?? 'essence',
    onFirstSpeakingFrame,
  });

  const onSentenceStart = useCallback((turnId: string) => {
    if (!reported.current.has(turnId)) frameAwaited.current = turnId;
  }, []);

  const playback = useSentencePlayback({ audioRef, playerRef: player.playerRef, session, onSentenceStart });
  const stopPlayback = playback.stop;
  useEffect(() => {
    playbackRef.current = playback;
  });

  const accepted = useCallback((localId: string, turnId: string, startedAt: number) => {
    sentAt.current.set(turnId, startedAt);
    dispatch({ type: 'questionAccepted', localId, turnId });
  }, []);

  const refused = useCallback(
    (localId: string, message: string, code: string | null) => {
      dispatch({ type: 'questionRefused', localId, message });
      // The server no longer knows this session: carry on in a new one (Retry asks again there).
      if (isSessionGone(code)) void restart();
    },
    [restart],
  );

  const sendText = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question || !session) return;
      const localId = nextLocalId();
      const startedAt = performance.now();
      // A new question replaces whatever the agent was saying.
      stopPlayback();
      dispatch({ type: 'questionSent', localId, text: question, source: 'text' });
      setSending(true);
      try {
        const { data } = await sendMutation({
          variables: { sessionId: session.sessionId, sessionToken: session.sessionToken, text: question },
        });
        if (data) accepted(localId, data.sendConversationText.turnId, startedAt);
      } catch (error) {
        refused(localId, sendFailureText(error), errorCodeOf(error));
      } finally {
        setSending(false);
      }
    },
    [session, sendMutation, stopPlayback, accepted, refused],
  );

  const sendRecording = useCallback(
    async (recording: Blob) => {
      if (!session) return;
      const localId = nextLocalId();
      // The question is complete when the visitor lets go: that is when the wait starts.
      const startedAt = performance.now();
      stopPlayback();
      dispatch({ type: 'questionSent', localId, text: '', source: 'speech' });
      const reply = await postSpeech(session, recording);
      if (reply.ok) accepted(localId, reply.turnId, startedAt);
      else refused(localId, reply.message, reply.code);
    },
    [session, stopPlayback, accepted, refused],
  );

  /** Stop: silent at once, then the server stops generating (its TURN_INTERRUPTED marks the answer). */
  const interrupt = useCallback(() => {
    stopPlayback();
    if (!session) return;
    void interruptMutation({ variables: { sessionId: session.sessionId, sessionToken: session.sessionToken } }).catch(
      () => undefined,
    );
  }, [session, interruptMutation, stopPlayback]);

  /** Asks for the agent's greeting once per session (the server says whether there is one). */
  const greet = useCallback(() => {
    if (!session || greetedSession.current === session.sessionId) return;
    greetedSession.current = session.sessionId;
    void greetMutation({ variables: { sessionId: session.sessionId, sessionToken: session.sessionToken } }).catch(
      () => undefined,
    );
  }, [session, greetMutation]);

  /** A fresh session with an empty transcript (auto refresh). */
  const refresh = useCallback(() => {
    stopPlayback();
    dispatch({ type: 'reset' });
    setGreetingTurn(null);
    void restart();
  }, [restart, stopPlayback]);

  return {
    connection,
    greetingTurn,
    greet,
    refresh,
    session,
    transcript,
    sending,
    playerState: player.state,
    speaking: playback.speaking,
    audioBlocked: playback.blocked,
    resumeAudio: playback.resume,
    audioEvents: playback.audioEvents,
    sendText,
    sendRecording,
    interrupt,
    restart,
  };
}
