import { heldHeaders, type HeldSession } from './heldSession';

/** A sentence's audio (a TURN_AUDIO event's audioUrl) as a Blob; only the session's holder may fetch it. */
export async function fetchSentenceAudio(session: HeldSession, audioUrl: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(audioUrl, { headers: heldHeaders(session), signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`audio ${response.status}`);
  return response.blob();
}
