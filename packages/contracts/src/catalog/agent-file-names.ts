/** Spec 002 2.5: an agent without a name reads 'Untitled Agent'. */
export const UNTITLED_AGENT_NAME = 'Untitled Agent';

const FILE_NAME_MAX_LENGTH = 100;

/**
 * An agent name usable as a file name on every system: characters Windows, macOS or Linux
 * refuse (and control characters) become '-', runs of spaces collapse, leading dots and
 * trailing dots or spaces go, and the length is capped. An empty result is 'Untitled Agent'.
 */
export function agentFileName(name: string | null | undefined): string {
  const cleaned = (name ?? '')
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '-')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, FILE_NAME_MAX_LENGTH)
    .replace(/[. ]+$/, '');
  return cleaned || UNTITLED_AGENT_NAME;
}

/** Spec 002 2.11: the downloaded agent bundle is '{name}-model.imx' (the gateway's header and the web's link). */
export function agentModelFileName(name: string | null | undefined): string {
  return `${agentFileName(name)}-model.imx`;
}
