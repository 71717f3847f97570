import { useCallback, useEffect, useRef, useState } from 'react';
import { triggeredUrl } from '../../../shared/model/keywords';
import { REDIRECT_DELAY_MS, type ConversationActions } from '../model/conversationActions';
import type { Transcript } from '../model/transcript';
import { endOnPageExit } from '../api/endOnPageExit';
import type { HeldSession } from '../api/heldSession';

interface Options {
  actions: ConversationActions | null;
  live: boolean;
  session: HeldSession | null;
  transcript: Transcript;
  /** The agent is talking or thinking: not idle. */
  busy: boolean;
  greet: () => void;
  refresh: () => void;
}

/**
 * The owner's custom actions in the real viewer: the greeting when the session opens, a keyword
 * opening its page, a fresh session after the idle timeout, and the session timeout's end.
 */
export function useCustomActions({ actions, live, session, transcript, busy, greet, refresh }: Options) {
  const [typed, setTyped] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const openedFor = useRef(new Set<string>());

  // Greetings: once the event stream is live (nothing of it is missed).
  const greetingOn = Boolean(actions?.greetings.enabled);
  useEffect(() => {
    if (live && greetingOn) greet();
  }, [live, greetingOn, greet]);

  const triggers = actions?.keyword_triggers.enabled ? actions.keyword_triggers.triggers : null;
  /** A typed question, checked while the key press still counts as the visitor's gesture. */
  const checkTyped = useCallback(
    (text: string) => {
      const url = triggers && triggeredUrl(text, triggers);
      if (!url) return;
      setTyped(url);
      setDismissed(null);
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    [triggers],
  );

  // A spoken question: checked once its words are known, its page opened once.
  const lastVisitor = transcript.entries.findLast((entry) => entry.kind === 'visitor');
  const spoken =
    triggers && lastVisitor?.kind === 'visitor' && lastVisitor.source === 'speech' && !lastVisitor.transcribing
      ? { id: lastVisitor.id, url: triggeredUrl(lastVisitor.text, triggers) }
      : null;
  useEffect(() => {
    if (!spoken?.url || openedFor.current.has(spoken.id)) return;
    openedFor.current.add(spoken.id);
    window.open(spoken.url, '_blank', 'noopener,noreferrer');
  }, [spoken?.id, spoken?.url]);
  const opened = spoken?.url ?? typed;

  // Auto refresh: every word said or heard restarts the idle timer.
  const entries = transcript.entries.length;
  const refreshAfter = actions?.auto_refresh.enabled ? actions.auto_refresh.idle_timeout : null;
  useEffect(() => {
    if (!refreshAfter || !live || busy || entries === 0) return;
    const timer = setTimeout(() => {
      setTyped(null);
      refresh();
    }, refreshAfter * 1000);
    return () => clearTimeout(timer);
  }, [refreshAfter, live, busy, entries, transcript, refresh]);

  // Session timeout: counted from when the session went live; the session ends for good.
  const timeout = actions?.session_timeout.enabled ? actions.session_timeout : null;
  const timeoutSeconds = timeout?.timeout_seconds ?? null;
  useEffect(() => {
    if (!timeoutSeconds || !live || !session) return;
    const timer = setTimeout(() => {
      endOnPageExit(session);
      setTimedOut(true);
    }, timeoutSeconds * 1000);
    return () => clearTimeout(timer);
  }, [timeoutSeconds, live, session]);

  const redirect = timeout?.redirect_url ?? null;
  useEffect(() => {
    if (!timedOut || !redirect) return;
    const timer = setTimeout(() => window.location.assign(redirect), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [timedOut, redirect]);

  return {
    checkTyped,
    opened: opened && opened !== dismissed ? opened : null,
    dismissOpened: () => setDismissed(opened),
    timedOut: timedOut ? (timeout?.timeout_message ?? '') : null,
    redirecting: timedOut && Boolean(redirect),
  };
}
