import { useCallback, useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DraftConversationTextMutation } from '../graphql/draftConversationTextMutation';
import { DraftScheduler } from '../model/draftScheduler';
import { MESSAGE_MAX_LENGTH } from '../model/messageLimit';
import type { ConversationSession } from './useConversationSession';

/**
 * Sends what the visitor is typing to the session (see DraftScheduler for when), so the server
 * reads the question ahead and answers sooner once it is sent. Only while questions can be sent
 * (`live`); a new scheduler for each session, so nothing typed for one goes to the next.
 */
export function useDraftReading(session: ConversationSession | null, live: boolean) {
  const client = useApolloClient();
  const scheduler = useRef<DraftScheduler | null>(null);
  // What the box holds now: read ahead as soon as sending becomes possible (typed while connecting).
  const current = useRef('');

  useEffect(() => {
    if (!session || !live) return;
    const { sessionId, sessionToken } = session;
    // Not useMutation: its loading state would re-render the conversation at every draft.
    const drafts = new DraftScheduler(
      (text) =>
        client.mutate({
          mutation: DraftConversationTextMutation,
          variables: { sessionId, sessionToken, text },
          fetchPolicy: 'no-cache',
        }),
      { maxLength: MESSAGE_MAX_LENGTH },
    );
    scheduler.current = drafts;
    if (current.current) drafts.typed(current.current);
    return () => {
      drafts.dispose();
      if (scheduler.current === drafts) scheduler.current = null;
    };
  }, [session, live, client]);

  const typed = useCallback((text: string) => {
    current.current = text;
    scheduler.current?.typed(text);
  }, []);

  const sent = useCallback(() => {
    current.current = '';
    scheduler.current?.sent();
  }, []);

  return { typed, sent };
}
