import { z } from 'zod';

/** What the store needs of window.sessionStorage (a map in tests). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const ResumableSession = z.object({
  sessionId: z.string().min(1),
  sessionToken: z.string().min(1),
  conversationId: z.string(),
  agentId: z.string(),
  payer: z.enum(['OWNER', 'VIEWER', 'COLLECTION']),
  voice: z.string(),
  language: z.string(),
  providers: z.object({ llm: z.string(), tts: z.string(), stt: z.string() }),
});
export type ResumableSession = z.infer<typeof ResumableSession>;

/** Who started it (the signed-in user's id, or null signed out) and the session as it started. */
const Entry = z.object({ identity: z.string().nullable(), session: ResumableSession });

const keyOf = (agentId: string) => `avatarium.conversation.${agentId}`;

/**
 * The conversation this tab holds with each agent, kept in sessionStorage (this tab only, kept
 * across reloads, gone with the tab) so a reloaded page can resume it. Storage refusing
 * (private mode, a full quota, a sandboxed frame) just means no resuming.
 */
export function createResumableSessions(storage: SessionStorageLike | null) {
  const attempt = <T>(action: () => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return action();
    } catch {
      return fallback;
    }
  };

  return {
    remember(agentId: string, identity: string | null, session: ResumableSession): void {
      const { sessionId, sessionToken, conversationId, payer, voice, language, providers } = session;
      const kept = { sessionId, sessionToken, conversationId, agentId: session.agentId, payer, voice, language };
      const entry = { identity, session: { ...kept, providers: { ...providers } } };
      attempt(() => storage!.setItem(keyOf(agentId), JSON.stringify(entry)), undefined);
    },

    /** The session this tab held with the agent as this same person; null otherwise. */
    recall(agentId: string, identity: string | null): ResumableSession | null {
      return attempt(() => {
        const raw = storage!.getItem(keyOf(agentId));
        if (!raw) return null;
        const entry = Entry.safeParse(JSON.parse(raw));
        return entry.success && entry.data.identity === identity ? entry.data.session : null;
      }, null);
    },

    /** Forgets the agent's session when it is this one (a newer one stays). */
    forget(agentId: string, sessionId: string): void {
      attempt(() => {
        const raw = storage!.getItem(keyOf(agentId));
        const entry = raw ? Entry.safeParse(JSON.parse(raw)) : null;
        if (!entry?.success || entry.data.session.sessionId === sessionId) storage!.removeItem(keyOf(agentId));
      }, undefined);
    },
  };
}

export type ResumableSessions = ReturnType<typeof createResumableSessions>;
