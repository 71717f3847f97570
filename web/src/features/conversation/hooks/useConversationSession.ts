import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ConversationTranscriptQuery, StartConversationMutation } from '../../../gql/graphql';
import { endOnPageExit } from '../api/endOnPageExit';
import { openConversationEvents } from '../api/openConversationEvents';
import { readViewerParams } from '../../../shared/model/readViewerParams';
import { ConversationTranscriptQuery as TranscriptDocument } from '../graphql/conversationTranscriptQuery';
import { StartConversationMutation as StartDocument } from '../graphql/startConversationMutation';
import { parseConversationEvent, type ConversationEvent, type SessionEndReason } from '../model/conversationEvent';
import { RECONNECT_DELAY_MS } from '../model/reconnectDelay';
import { createResumableSessions } from '../model/resumableSessions';
import { isSessionGone, startFailureOf, type StartFailure } from '../model/startFailure';

export type ConversationSession = StartConversationMutation['startConversation'];
export type ResumedTranscript = ConversationTranscriptQuery['conversationTranscript'];

function sessionStorageOrNull() {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage refused (sandboxed frame, privacy settings): no resuming after a reload.
  }
}

export type Connection =
  /** Asking for a session. */
  | { status: 'starting' }
  /** Opening (or reopening, after a drop) the event stream. */
  | { status: 'connecting'; session: ConversationSession }
  | { status: 'live'; session: ConversationSession }
  | { status: 'ended'; session: ConversationSession; reason: SessionEndReason; message: string }
  | { status: 'failed'; failure: StartFailure };

interface Options {
  agentId: string;
  share: string | null;
  /** False until who is signed in is known: a session is started as that person. */
  enabled: boolean;
  /** Changes when the signed-in person changes: the conversation starts again as them. */
  identity: string | null;
  onEvent: (event: ConversationEvent) => void;
  /** A session held before the page reloaded carries on: its conversation so far. */
  onResumed: (transcript: ResumedTranscript) => void;
}

/**
 * One conversation session and its live events: started when enabled (or, after a reload, the
 * tab's session with this agent resumed while the server still runs it), its stream reopened
 * 1 s after it drops, replaced by a new session when the server no longer knows it, and ended
 * when the visitor leaves it in the app (a reload or a closed tab leaves it to the idle timeout).
 */
export function useConversationSession({ agentId, share, enabled, identity, onEvent, onResumed }: Options) {
  const client = useApolloClient();
  const [startConversation] = useMutation(StartDocument);
  const [connection, setConnection] = useState<Connection>({ status: 'starting' });
  const [streamAttempt, setStreamAttempt] = useState(0);
  const [resumable] = useState(() => createResumableSessions(sessionStorageOrNull()));
  const onEventRef = useRef(onEvent);
  const onResumedRef = useRef(onResumed);
  const startCount = useRef(0);

  useEffect(() => {
    onEventRef.current = onEvent;
    onResumedRef.current = onResumed;
  }, [onEvent, onResumed]);

  /** The session this tab held with the agent before a reload, with its transcript, while it is still alive. */
  const resumeSession = useCallback(async () => {
    const held = resumable.recall(agentId, identity);
    if (!held) return null;
    try {
      const { data } = await client.query({
        query: TranscriptDocument,
        variables: { sessionId: held.sessionId, sessionToken: held.sessionToken },
        fetchPolicy: 'no-cache',
      });
      const transcript = data?.conversationTranscript;
      if (transcript?.active) return { session: held, transcript };
    } catch {
      // Unknown, refused or unreachable: a new conversation instead.
    }
    resumable.forget(agentId, held.sessionId);
    return null;
  }, [agentId, identity, client, resumable]);

  /** A new session (or, when `resume`, the one held before a reload), or why there is none. */
  const requestSession = useCallback(
    async (resume: boolean): Promise<{ next: Connection; resumed?: ResumedTranscript }> => {
      const resumed = resume ? await resumeSession() : null;
      if (resumed) return { next: { status: 'connecting', session: resumed.session }, resumed: resumed.transcript };
      try {
        // Read from the page's own address: the viewer route is the only one that talks.
        const { collection } = readViewerParams(window.location.search);
        const { data } = await startConversation({ variables: { agentId, share, collection } });
        if (!data) throw new Error('no session');
        resumable.remember(agentId, identity, data.startConversation);
        return { next: { status: 'connecting', session: data.startConversation } };
      } catch (error) {
        return { next: { status: 'failed', failure: startFailureOf(error) } };
      }
    },
    [agentId, share, identity, startConversation, resumeSession, resumable],
  );

  /** Asks for a session; only the newest ask's answer is shown. */
  const launch = useCallback(
    (resume: boolean) => {
      const attempt = ++startCount.current;
      void requestSession(resume).then(({ next, resumed }) => {
        if (attempt !== startCount.current) return;
        if (resumed) onResumedRef.current(resumed);
        setConnection(next);
      });
    },
    [requestSession],
  );

  /** A fresh session (never the one held before). */
  const start = useCallback(() => {
    setConnection({ status: 'starting' });
    launch(false);
  }, [launch]);

  useEffect(() => {
    if (!enabled) return;
    launch(true);
    const starts = startCount;
    // An answer arriving after this is for a conversation nobody shows any more.
    return () => {
      starts.current++;
    };
  }, [enabled, identity, launch]);

  const session = connection.status === 'starting' || connection.status === 'failed' ? null : connection.session;
  const streaming = connection.status === 'connecting' || connection.status === 'live';

  // The event stream of the current session; a new attempt after each drop.
  useEffect(() => {
    if (!session || !streaming) return;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let heardSomething = false;
    const dropped = () => {
      setConnection((current) => (current.status === 'live' ? { status: 'connecting', session } : current));
      retryTimer = setTimeout(() => setStreamAttempt((count) => count + 1), RECONNECT_DELAY_MS);
    };
    const close = openConversationEvents(session, {
      onConnected: () =>
        setConnection((current) =>
          current.status === 'connecting' && current.session === session ? { status: 'live', session } : current,
        ),
      onEvent: (raw) => {
        const event = parseConversationEvent(raw);
        if (!event) return;
        const firstOfReconnect = !heardSomething && streamAttempt > 0;
        heardSomething = true;
        if (event.type === 'SESSION_ENDED') {
          resumable.forget(agentId, session.sessionId);
          // Reopened onto a session that ended while the socket was down: carry on in a new one.
          if (firstOfReconnect && event.reason === 'ended') {
            start();
            return;
          }
          setConnection({ status: 'ended', session, reason: event.reason, message: event.message });
        }
        onEventRef.current(event);
      },
      onDropped: dropped,
      onRefused: (code) => {
        if (isSessionGone(code)) start();
        else dropped();
      },
      onCompleted: () => {
        // A stream ends after SESSION_ENDED; ending without one is a drop.
        setConnection((current) => {
          if (current.status !== 'ended')
            retryTimer = setTimeout(() => setStreamAttempt((count) => count + 1), RECONNECT_DELAY_MS);
          return current.status === 'live' ? { status: 'connecting', session } : current;
        });
      },
    });
    return () => {
      clearTimeout(retryTimer);
      close();
    };
    // streamAttempt reopens the stream; live <-> connecting keeps `streaming` true, so it does not.
  }, [session, streamAttempt, streaming, start, agentId, resumable]);

  // Leaving this conversation in the app (another agent, another person signed in) ends it. The
  // page going away does not: a reload resumes it, and a closed tab's session ends after the
  // idle timeout (idle minutes are never charged).
  useEffect(() => {
    if (!session) return;
    const held = { sessionId: session.sessionId, sessionToken: session.sessionToken };
    return () => {
      resumable.forget(agentId, held.sessionId);
      endOnPageExit(held);
    };
  }, [session, agentId, resumable]);

  return { connection, session, restart: start };
}
