import type { analytics } from '@avatarium/contracts';

/** Spec 003 section 9: the agent's name lowercased, every non-alphanumeric an underscore, then _chat_history_ and the day. */
export function exportFileName(agentName: string, day: string, format: 'json' | 'csv'): string {
  return `${agentName.toLowerCase().replace(/[^a-z0-9]/g, '_')}_chat_history_${day}.${format}`;
}

/** Today (yyyy-mm-dd) on the zone's calendar. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA formats a date as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const CSV_HEADER = [
  'conversation_id',
  'session_id',
  'pricing_code',
  'conversation_created_at',
  'duration_seconds',
  'sequence',
  'role',
  'content',
  'timestamp',
];

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula (= + - @ first)
 * gets a leading apostrophe: a visitor's words must not become a formula on the owner's machine.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(',')}\r\n`;

/** A conversation as CSV: one line per message. */
export function csvLinesOf(conversation: analytics.ExportConversation): string {
  return conversation.messages
    .map((message) =>
      csvLine([
        conversation.id,
        conversation.session_id,
        conversation.pricing_code,
        conversation.created_at,
        conversation.duration_seconds,
        message.sequence,
        message.role,
        message.content,
        message.timestamp,
      ]),
    )
    .join('');
}
