import { pipeline } from 'node:stream/promises';
import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { endConversation } from './use-cases/end-conversation.js';
import { getConversationHistory } from './use-cases/get-conversation-history.js';
import { getConversationTranscript } from './use-cases/get-conversation-transcript.js';
import { greetConversation } from './use-cases/greet-conversation.js';
import { interruptConversation } from './use-cases/interrupt-conversation.js';
import { openConversationAudio } from './use-cases/open-conversation-audio.js';
import { sendConversationText } from './use-cases/send-conversation-text.js';
import { draftConversationText } from './use-cases/draft-conversation-text.js';
import { startConversation } from './use-cases/start-conversation.js';
import { throttleDrafts, throttleTurns } from './use-cases/turn-caps.js';
import { parseInput, SESSION_TOKEN_HEADER, StartBody } from './validation.js';
import { optionalCaller, requestCaller } from '../shared/caller.js';

/** The session a holder's request names: the path's id and the token header. */
export const heldBy = (req: Request) => ({ sessionId: req.params.sessionId, sessionToken: req.get(SESSION_TOKEN_HEADER) });

/** Talking to an agent over REST (issue 8): the same use cases as the GraphQL mutations. */
export function conversationRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();

  router.post(
    '/conversations',
    restHandler(logger, async (req, res) => {
      const body = parseInput(StartBody, req.body);
      const context = await requestContext(deps, req);
      const session = await startConversation(
        deps,
        { userId: optionalCaller(context), clientKey: context.clientKey },
        {
          agentId: body.agent_id,
          share: body.share,
          collection: body.collection,
        },
      );
      res.json({ success: true, ...session });
    }),
  );

  // The transcript, for the party who started the session (a reloaded page resumes with it).
  router.get(
    '/conversations/:sessionId',
    restHandler(logger, async (req, res) => {
      const transcript = await getConversationTranscript(deps, await requestCaller(deps, req), heldBy(req));
      res.setHeader('Cache-Control', 'private, no-store');
      res.json({ success: true, ...transcript });
    }),
  );

  router.post(
    '/conversations/:sessionId/messages',
    restHandler(logger, async (req, res) => {
      throttleTurns(deps, (await requestContext(deps, req)).clientKey);
      const { turnId } = await sendConversationText(deps, { ...heldBy(req), text: req.body?.text });
      res.json({ success: true, turnId });
    }),
  );

  // Not a turn (no turn cap, no credits): the model only reads the text ahead, while the agent is quiet.
  router.post(
    '/conversations/:sessionId/draft',
    restHandler(logger, async (req, res) => {
      throttleDrafts(deps, (await requestContext(deps, req)).clientKey);
      res.json({ success: true, readAhead: await draftConversationText(deps, { ...heldBy(req), text: req.body?.text }) });
    }),
  );

  router.post(
    '/conversations/:sessionId/greeting',
    restHandler(logger, async (req, res) => {
      throttleTurns(deps, (await requestContext(deps, req)).clientKey);
      res.json({ success: true, turnId: await greetConversation(deps, heldBy(req)) });
    }),
  );

  router.post(
    '/conversations/:sessionId/interrupt',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, interrupted: await interruptConversation(deps, heldBy(req)) });
    }),
  );

  router.delete(
    '/conversations/:sessionId',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, ended: await endConversation(deps, heldBy(req)) });
    }),
  );

  // An event's audioUrl. Holder only; fetched with the token header, so never cached on the way.
  router.get(
    '/conversations/:sessionId/audio/:turnId/:file',
    restHandler(logger, async (req, res) => {
      const audio = await openConversationAudio(deps, { ...heldBy(req), turnId: req.params.turnId, file: req.params.file });
      res.setHeader('Content-Type', audio.contentType);
      res.setHeader('Content-Length', String(audio.size));
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // pipeline closes the file when the client aborts and keeps a read error from escaping.
      await pipeline(audio.body, res).catch(() => undefined);
    }),
  );

  router.get(
    '/analytics/conversation-history',
    restHandler(logger, async (req, res) => {
      res.json(await getConversationHistory(deps, await requestCaller(deps, req), req.query));
    }),
  );

  return router;
}
