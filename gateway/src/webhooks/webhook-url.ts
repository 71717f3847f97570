import { AppError, assertPublicUrl } from '@avatarium/platform';

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * An endpoint URL as registered: https only (http only to loopback, and loopback only with the
 * crawler's test switch), no credentials in it, and every address its host resolves to public
 * (the crawler's rules). Checked again before every delivery, since DNS can change.
 */
export async function checkWebhookUrl(raw: string, allowLoopback: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_INPUT', 'Enter a valid https:// URL');
  }
  const loopbackHttp = url.protocol === 'http:' && allowLoopback && LOOPBACK_HOSTS.test(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) throw new AppError('BAD_INPUT', 'The webhook URL must start with https://');
  if (url.username || url.password) throw new AppError('BAD_INPUT', 'The webhook URL cannot contain a user name or password');
  await assertDeliverable(url, allowLoopback);
  return url;
}

/** The outbound address rules alone (before each delivery). */
export async function assertDeliverable(url: URL, allowLoopback: boolean): Promise<void> {
  try {
    await assertPublicUrl(url, { allowLoopback });
  } catch {
    throw new AppError('BAD_INPUT', 'The webhook URL must reach a public address (not a private, loopback or metadata one)');
  }
}
