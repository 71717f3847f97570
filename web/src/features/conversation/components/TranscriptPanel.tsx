import { useEffect, useRef } from 'react';
import type { Transcript } from '../model/transcript';
import { TranscriptEntryView, TypingDots } from './TranscriptEntryView';
import './Transcript.css';

interface TranscriptPanelProps {
  transcript: Transcript;
  agentName: string;
  onAsk: (question: string) => void;
  canAsk: boolean;
  /** The last question's answer has not begun: '…' under it. */
  awaitingAnswer: boolean;
  /** False once nothing can be asked any more (unavailable, ended): no invitation to ask. */
  invites: boolean;
}

/** The conversation so far, newest at the bottom, following new words as they stream in. */
export function TranscriptPanel({ transcript, agentName, onAsk, canAsk, awaitingAnswer, invites }: TranscriptPanelProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const last = transcript.entries.at(-1);
  const followKey = `${transcript.entries.length}:${last?.kind === 'agent' ? last.text.length + (last.rich ? 1 : 0) : 0}`;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [followKey]);

  return (
    <ol className="transcript" ref={listRef} aria-label="Conversation" aria-live="polite" data-testid="transcript">
      {transcript.entries.length === 0 && invites && (
        <li className="transcript__empty">
          Ask {agentName} anything: type below, or hold the microphone button (or Space) and speak.
        </li>
      )}
      {transcript.entries.map((entry) => (
        <TranscriptEntryView key={entry.id} entry={entry} agentName={agentName} onAsk={onAsk} canAsk={canAsk} />
      ))}
      {awaitingAnswer && (
        <li className="transcript-entry transcript-entry--agent">
          <TypingDots />
        </li>
      )}
    </ol>
  );
}
