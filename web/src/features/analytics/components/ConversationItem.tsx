import { useEffect, useId, useRef } from 'react';
import type { AnalyticsConversation } from '../model/analyticsTypes';
import { formatDuration } from '../model/formatDuration';
import { messageText } from '../model/messageText';
import { messagesLabel } from '../model/tileFaces';
import { timeInZone } from '../model/zonedTime';

interface ConversationItemProps {
  conversation: AnalyticsConversation;
  number: number;
  timeZone: string;
  selected: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * Spec 003 2.1: #N, message count, duration, start time and a two-line preview of the first
 * message; expanded, every message with its time, the visitor's on the right and the agent's on the left.
 */
export function ConversationItem({ conversation, number, timeZone, selected, expanded, onToggle }: ConversationItemProps) {
  const bodyId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const duration = formatDuration(conversation.durationSeconds);
  const first = conversation.messages[0];
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  return (
    <li
      ref={ref}
      className={`analytics-conversation${selected ? ' analytics-conversation--selected' : ''}`}
      data-testid="analytics-conversation"
      data-selected={selected}
    >
      <button
        type="button"
        className="analytics-conversation__head"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="analytics-conversation__meta">
          <strong>#{number}</strong>
          <span>{messagesLabel(conversation.messageCount)}</span>
          {duration && <span data-testid="conversation-duration">{duration}</span>}
          <span>{timeInZone(conversation.createdAt, timeZone)}</span>
        </span>
        {first && <span className="analytics-conversation__preview">{messageText(first.message)}</span>}
      </button>
      {expanded && (
        <ol id={bodyId} className="analytics-messages" data-testid="analytics-messages">
          {conversation.messages.map((message, index) => (
            <li
              key={`${message.timestamp}-${index}`}
              className={`analytics-message analytics-message--${message.role === 'user' ? 'user' : 'agent'}`}
            >
              <span className="analytics-message__text">{messageText(message.message)}</span>
              <time className="analytics-message__time" dateTime={message.timestamp}>
                {timeInZone(message.timestamp, timeZone)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
