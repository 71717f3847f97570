import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { agentAnalytics, conversationsOnDay } from './use-cases/agent-analytics.js';
import { exportChatHistory } from './use-cases/export-chat-history.js';
import { restDay, restExport, restRange } from './validation.js';
import { SIGN_IN_REQUIRED } from '../shared/agent-action.js';
import { signedInCaller } from '../shared/caller.js';

/** The owner's analytics over REST (issue 26): the same use cases as agentAnalytics / agentConversationsOnDay. */
export function analyticsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const ownerOf = async (req: Request) => signedInCaller(await requestContext(deps, req), SIGN_IN_REQUIRED);

  router.get(
    '/analytics/summary',
    restHandler(logger, async (req, res) => {
      const range = restRange(req.query);
      const data = await agentAnalytics(deps, await ownerOf(req), range);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json({ success: true, data });
    }),
  );

  router.get(
    '/analytics/conversations',
    restHandler(logger, async (req, res) => {
      const day = restDay(req.query);
      const data = await conversationsOnDay(deps, await ownerOf(req), day);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json({ success: true, data });
    }),
  );

  // A plain link downloads it (the session cookie signs it in); refusals come before the first byte.
  router.get(
    '/analytics/export',
    restHandler(logger, async (req, res) => {
      const query = restExport(req.query);
      const file = await exportChatHistory(deps, await ownerOf(req), query);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // pipeline waits for the client to take each piece and stops reading pages when it goes away;
      // one piece ahead at most (Readable.from would read 16 pages ahead of a slow client).
      await pipeline(Readable.from(file.chunks, { highWaterMark: 1 }), res).catch((error: unknown) => {
        logger.warn('analytics export stopped', { error: String(error) });
      });
    }),
  );

  return router;
}
