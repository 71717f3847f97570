import { conversation } from '@avatarium/contracts';
import { DraftScheduler } from '../../web/src/features/conversation/model/draftScheduler.js';
import { draftInSession, type ViewerSession } from './viewer-session.js';

/** A quick typist (a character every 150 ms: about 70 words a minute) and the Enter key right after the last one. */
export const TYPIST = { msPerChar: 150, enterAfterMs: 200 };

/**
 * Types `text` into the session as a visitor does, a character every `msPerChar`, with the drafts
 * the viewer's composer sends meanwhile (its own scheduler, POST .../draft); resolves when the
 * Enter key would be pressed, `enterAfterMs` after the last character. The caller then sends it.
 */
export async function typeLikeAVisitor(
  session: ViewerSession<unknown>,
  text: string,
  { msPerChar, enterAfterMs } = TYPIST,
): Promise<void> {
  const drafts = new DraftScheduler((draft) => draftInSession(session, draft), {
    maxLength: conversation.TURN_TEXT_MAX_LENGTH,
  });
  try {
    for (let end = 1; end <= text.length; end++) {
      drafts.typed(text.slice(0, end));
      await new Promise((resolve) => setTimeout(resolve, end === text.length ? enterAfterMs : msPerChar));
    }
  } finally {
    drafts.sent();
    drafts.dispose();
  }
}
