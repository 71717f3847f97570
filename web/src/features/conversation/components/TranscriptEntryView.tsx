import { looksLikeJson } from '../model/richReply';
import type { TranscriptEntry } from '../model/transcript';
import { RichReplyView } from './RichReplyView';

interface TranscriptEntryViewProps {
  entry: TranscriptEntry;
  agentName: string;
  onAsk: (question: string) => void;
  canAsk: boolean;
}

/** One line of the conversation: the visitor's question, the agent's (streaming) answer, or a failure with Retry. */
export function TranscriptEntryView({ entry, agentName, onAsk, canAsk }: TranscriptEntryViewProps) {
  if (entry.kind === 'visitor') {
    return (
      <li
        className="transcript-entry transcript-entry--visitor"
        data-testid="transcript-visitor"
        data-turn-id={entry.turnId ?? ''}
      >
        <span className="visually-hidden">You: </span>
        {entry.transcribing ? (
          <p className="transcript-entry__text transcript-entry__text--muted">Transcribing…</p>
        ) : (
          <p className="transcript-entry__text">{entry.text}</p>
        )}
      </li>
    );
  }
  if (entry.kind === 'failure') {
    return (
      <li className="transcript-entry transcript-entry--failure" role="alert" data-testid="transcript-failure">
        <p className="transcript-entry__text">{entry.message}</p>
        {entry.retryText && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onAsk(entry.retryText!)}
            disabled={!canAsk}
            data-testid="transcript-retry"
          >
            Retry
          </button>
        )}
      </li>
    );
  }
  // A rich reply shows as itself; its JSON streaming in is never shown raw.
  const hidden = !entry.rich && looksLikeJson(entry.text);
  return (
    <li
      className="transcript-entry transcript-entry--agent"
      data-testid="transcript-agent"
      data-status={entry.status}
      data-turn-id={entry.turnId}
    >
      <span className="visually-hidden">{agentName}: </span>
      {entry.rich ? (
        <RichReplyView reply={entry.rich} onAsk={onAsk} disabled={!canAsk} />
      ) : hidden || !entry.text ? (
        entry.status === 'streaming' && <TypingDots />
      ) : (
        <p className="transcript-entry__text">{entry.text}</p>
      )}
      {entry.sources && entry.sources.length > 0 && (
        <p className="transcript-entry__note" data-testid="transcript-sources">
          From the FAQ: {entry.sources.map((source) => `“${source.question}” (row ${source.row})`).join(', ')}
        </p>
      )}
      {entry.status === 'interrupted' && <p className="transcript-entry__note">Stopped</p>}
    </li>
  );
}

export function TypingDots() {
  return (
    <span className="typing-dots" role="status" aria-label="The agent is answering">
      <span />
      <span />
      <span />
    </span>
  );
}
