import { conversation } from '@avatarium/contracts';

/** Longest question a visitor may type (the service refuses longer ones). */
export const MESSAGE_MAX_LENGTH = conversation.TURN_TEXT_MAX_LENGTH;

/** The counter appears from here on, so it never distracts from short questions. */
const COUNTER_FROM = Math.floor(MESSAGE_MAX_LENGTH * 0.9);

/** '1,843 / 2,000' near the limit, null before. */
export function messageCounterText(length: number): string | null {
  if (length < COUNTER_FROM) return null;
  return `${length.toLocaleString('en-US')} / ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')}`;
}

export function canSendMessage(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MESSAGE_MAX_LENGTH;
}
