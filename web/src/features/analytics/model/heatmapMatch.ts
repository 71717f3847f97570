import { weekdayOfDay } from './calendarDay';
import { hourInZone, weekdayInZone } from './zonedTime';

interface DayCount {
  day: string;
  conversations: number;
}

/** The days of the range (oldest first) that fall on the weekday (Monday = 0) and had conversations. */
export function daysOnWeekday(days: readonly DayCount[], weekday: number): string[] {
  return days
    .filter((entry) => entry.conversations > 0 && weekdayOfDay(entry.day) === weekday)
    .map((entry) => entry.day)
    .sort();
}

interface Matchable {
  id: string;
  createdAt: string;
  messages: readonly { timestamp: string }[];
}

/**
 * A heatmap cell counts messages by weekday and hour: the first conversation with a message
 * in that hour of that weekday (in the zone) is the one Chat History selects.
 */
export function firstMatchingConversation<T extends Matchable>(
  conversations: readonly T[],
  zone: string,
  weekday: number,
  hour: number,
): T | null {
  const matches = (iso: string) => weekdayInZone(iso, zone) === weekday && hourInZone(iso, zone) === hour;
  return conversations.find((conversation) => conversation.messages.some((message) => matches(message.timestamp))) ?? null;
}
