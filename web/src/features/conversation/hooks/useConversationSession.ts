import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { StartConversationMutation } from '../../../gql/graphql';
import { endOnPageExit } from '../api/endOnPageExit';
import { openConversationEvents } from '../api/openConversationEvents';
import { readViewerParams } from '../../viewer/model/readViewerParams';
import { StartConversationMutation as StartDocument } from '../graphql/startConversationMutation';
import { parseConversationEvent, type ConversationEvent, type SessionEndReason } from '../model/conversationEvent';
import { RECONNECT_DELAY_MS } from '../model/reconnectDelay';
import { isSessionGone, startFailureOf, type StartFailure } from '../model/startFailure';

export type ConversationSession = StartConversationMutation['startConversation'];

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
}

/**
 * One conversation session and its live events: started when enabled, its stream reopened
 * 1 s after it drops, replaced by a new session when the server no longer knows it, and
 * ended when the page goes away.
 */
export function useConversationSession({ agentId, share, enabled, identity, onEvent }: Options) {
  const [startConversation] = useMutation(StartDocument);
  const [connection, setConnection] = useState<Connection>({ status: 'starting' });
  const [streamAttempt, setStreamAttempt] = useState(0);
  const onEventRef = useRef(onEvent);
  const startCount = useRef(0);

  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  /** A new session, or why there is none. */
  const requestSession = useCallback(async (): Promise<Connection> => {
    try {
      // Read from the page's own address: the viewer route is the only one that talks.
      const { collection } = readViewerParams(window.location.search);
      const { data } = await startConversation({ variables: { agentId, share, collection } });
      if (!data) throw new Error('no session');
      return { status: 'connecting', session: data.startConversation };
    } catch (error) {
      return { status: 'failed', failure: startFailureOf(error) };
    }
  }, [agentId, share, startConversation]);

  /** Asks for a session; only the newest ask's answer is shown. */
  const launch = useCallback(() => {
    const attempt = ++startCount.current;
    void requestSession().then((next) => {
      if (attempt === startCount.current) setConnection(next);
    });
  }, [requestSession]);

  const start = useCallback(() => {
    setConnection({ status: 'starting' });
    launch();
  }, [launch]);

  useEffect(() => {
    if (!enabled) return;
    launch();
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
  }, [session, streamAttempt, streaming, start]);

  // Leaving the page (or this conversation) ends the session, so its time stops counting.
  useEffect(() => {
    if (!session) return;
    const held = { sessionId: session.sessionId, sessionToken: session.sessionToken };
    const onPageHide = () => endOnPageExit(held);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      endOnPageExit(held);
    };
  }, [session]);

  return { connection, session, restart: start };
}
