import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { restHandler } from '../../http/rest-handler.js';
import { heldBy } from './conversation.routes.js';
import { SpeechRefusal } from './speech-refusal.js';
import { sendConversationSpeech } from './use-cases/send-conversation-speech.js';
import { throttleTurns } from './use-cases/turn-caps.js';
import { requestContext } from '../../http/request-context.js';

/** POST /api/conversations/{sessionId}/speech: the raw recording streams to storage (mounted before the JSON parser). */
export function conversationSpeechRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.post(
    '/conversations/:sessionId/speech',
    restHandler(logger, async (req, res) => {
      try {
        throttleTurns(deps, (await requestContext(deps, req)).clientKey);
        res.json({ success: true, ...(await sendConversationSpeech(deps, heldBy(req), req)) });
      } catch (error) {
        if (!(error instanceof SpeechRefusal)) throw error;
        res.status(error.status).json({ success: false, error: error.message, code: error.code });
      }
    }),
  );
  return router;
}
