import { UNTITLED_AGENT } from '../../agents/model/untitledAgent';

const MAX_LENGTH = 100;

/**
 * An agent name usable as a file name on every system: characters Windows, macOS or Linux
 * refuse (and control characters) become '-', runs of spaces collapse, leading dots and
 * trailing dots or spaces go, and the length is capped. An empty result is 'Untitled Agent'.
 */
export function safeFileName(name: string | null | undefined): string {
  const cleaned = (name ?? '')
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '-')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, MAX_LENGTH)
    .replace(/[. ]+$/, '');
  return cleaned || UNTITLED_AGENT;
}
