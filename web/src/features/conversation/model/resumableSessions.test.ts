import { describe, expect, it } from 'vitest';
import { createResumableSessions, type SessionStorageLike } from './resumableSessions';

function memoryStorage(): SessionStorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const session = (sessionId: string) => ({
  sessionId,
  sessionToken: `token-of-${sessionId}-0123456789`,
  conversationId: `conversation-${sessionId}`,
  agentId: 'agent-1',
  payer: 'OWNER' as const,
  voice: 'nova',
  language: 'en',
  providers: { llm: 'local', tts: 'local', stt: 'browser' },
});

describe('the sessions a tab can resume', () => {
  it('recalls the session held with an agent by the same person only', () => {
    const sessions = createResumableSessions(memoryStorage());
    sessions.remember('agent-1', null, session('s1'));
    sessions.remember('agent-2', 'user-1', session('s2'));
    expect(sessions.recall('agent-1', null)).toEqual(session('s1'));
    expect(sessions.recall('agent-1', 'user-1')).toBeNull();
    expect(sessions.recall('agent-2', 'user-1')?.sessionId).toBe('s2');
    expect(sessions.recall('agent-2', 'user-2')).toBeNull();
    expect(sessions.recall('agent-3', null)).toBeNull();
  });

  it('forgets a session only when it is still the one held', () => {
    const sessions = createResumableSessions(memoryStorage());
    sessions.remember('agent-1', null, session('s1'));
    sessions.remember('agent-1', null, session('s2'));
    sessions.forget('agent-1', 's1');
    expect(sessions.recall('agent-1', null)?.sessionId).toBe('s2');
    sessions.forget('agent-1', 's2');
    expect(sessions.recall('agent-1', null)).toBeNull();
  });

  it('ignores what it cannot read, and works without storage', () => {
    const storage = memoryStorage();
    storage.items.set('avatarium.conversation.agent-1', '{not json');
    expect(createResumableSessions(storage).recall('agent-1', null)).toBeNull();
    storage.items.set('avatarium.conversation.agent-1', JSON.stringify({ identity: null, session: { sessionId: 's1' } }));
    expect(createResumableSessions(storage).recall('agent-1', null)).toBeNull();

    const none = createResumableSessions(null);
    none.remember('agent-1', null, session('s1'));
    expect(none.recall('agent-1', null)).toBeNull();
    const refusing: SessionStorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const sessions = createResumableSessions(refusing);
    sessions.remember('agent-1', null, session('s1'));
    expect(sessions.recall('agent-1', null)).toBeNull();
  });
});
