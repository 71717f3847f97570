/** What every call of a session's holder carries: the session and its secret token. */
export interface HeldSession {
  sessionId: string;
  sessionToken: string;
}

/** The header REST calls of a session's holder carry its token in (never a query string: it would be logged). */
export const SESSION_TOKEN_HEADER = 'X-Conversation-Token';

export const heldHeaders = (session: HeldSession): Record<string, string> => ({
  [SESSION_TOKEN_HEADER]: session.sessionToken,
});

export const conversationPath = (session: HeldSession) => `/api/conversations/${encodeURIComponent(session.sessionId)}`;
