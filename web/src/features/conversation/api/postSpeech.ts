import { z } from 'zod';
import { parseJsonText } from '../../../shared/api/parseJsonText';
import { parseReply } from '../../../shared/api/parseReply';
import { conversationPath, heldHeaders, type HeldSession } from './heldSession';

const Accepted = z.object({ turnId: z.string().min(1) });
const Refused = z.object({ error: z.string().optional(), code: z.string().optional() });

export type SpeechReply = { ok: true; turnId: string } | { ok: false; code: string | null; message: string };

/**
 * POST /api/conversations/{id}/speech: a push-to-talk recording as the raw body. The server
 * sniffs the format and transcribes it; the answer comes as the session's events.
 */
export async function postSpeech(session: HeldSession, recording: Blob): Promise<SpeechReply> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${conversationPath(session)}/speech`, {
      method: 'POST',
      headers: { ...heldHeaders(session), 'Content-Type': recording.type || 'application/octet-stream' },
      body: recording,
      credentials: 'include',
    });
    status = response.status;
    text = await response.text().catch(() => '');
  } catch {
    return { ok: false, code: null, message: 'Your recording could not be sent: check your connection.' };
  }
  const body = parseJsonText(text);
  const accepted = status >= 200 && status < 300 ? parseReply(Accepted, body) : null;
  if (accepted) return { ok: true, turnId: accepted.turnId };
  const refused = parseReply(Refused, body);
  return { ok: false, code: refused?.code ?? null, message: refused?.error || 'Your recording could not be sent.' };
}
