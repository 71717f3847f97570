import { pipeline } from 'node:stream/promises';
import { attachmentDisposition, type Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { requestCaller, signedInCaller } from '../shared/caller.js';
import { uploadFailureOf } from '../shared/uploads/upload-failure.js';
import { getViewerAgent } from '../shared/get-viewer-agent.js';
import { setAgentModel, setAgentUiOverlay } from './use-cases/agent-settings.js';
import { conversationBudgetOf, setAgentConversationBudget } from './use-cases/conversation-budget.js';
import { readOverlayImage, uploadOverlayImage } from './use-cases/foreground-image.js';
import { modelBundle } from './use-cases/model-bundle.js';
import { onPremBundle } from './use-cases/on-prem-bundle.js';

/**
 * The REST twins of the settings mutations (spec 001 section 7). PATCH /api/agents/{id}
 * {custom_actions} and PUT /api/agents/{id}/sharing {share:{deployment}} share their paths
 * with the card actions and are dispatched in the agent-dispatch module.
 */
export function agentSettingsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();

  router.put(
    '/agents/:id/model',
    restHandler(
      logger,
      async (req, res) => {
        const { agent, regenerating } = await setAgentModel(deps, await requestCaller(deps, req), req.params.id, req.body);
        res.json({ success: true, model: agent.model_type, regenerating, error: null });
      },
      { failureBody: failureWithDefault('Failed to update model') },
    ),
  );

  // The overlay is what every visitor of the viewer sees: readable wherever the agent is.
  router.get(
    '/agents/:id/ui-overlay',
    restHandler(
      logger,
      async (req, res) => {
        const share = typeof req.query.share === 'string' ? req.query.share : null;
        const { agent } = await getViewerAgent(deps, await requestCaller(deps, req), { id: String(req.params.id), share });
        if (!agent) {
          res.status(404).json({ success: false, error: 'Agent not found' });
          return;
        }
        res.json({ success: true, ui_overlay: agent.ui_overlay });
      },
      { failureBody: failureWithDefault('Failed to load data') },
    ),
  );

  router.put(
    '/agents/:id/ui-overlay',
    restHandler(
      logger,
      async (req, res) => {
        const { agent } = await setAgentUiOverlay(deps, await requestCaller(deps, req), req.params.id, req.body);
        res.json({ success: true, ui_overlay: agent.ui_overlay });
      },
      { failureBody: failureWithDefault('Save failed') },
    ),
  );

  router.put(
    '/agents/:id/conversation-budget',
    restHandler(
      logger,
      async (req, res) => {
        const { agent } = await setAgentConversationBudget(deps, await requestCaller(deps, req), req.params.id, req.body);
        // Saved: the limit stands even when the conversation service cannot say this month's spend now.
        const budget = await conversationBudgetOf(deps, agent).catch(() => ({
          monthly_credits: agent.conversation_budget.monthly_credits,
          spent_this_month: null,
        }));
        res.json({ success: true, conversation_budget: budget });
      },
      { failureBody: failureWithDefault('Failed to save the conversation budget') },
    ),
  );

  router.get(
    '/agents/:id/on-prem-bundle',
    restHandler(
      logger,
      async (req, res) => {
        const ownerId = signedInCaller(await requestContext(deps, req));
        const bundle = await onPremBundle(deps, ownerId, req.params.id, req.query);
        res.setHeader('Content-Type', 'application/zip');
        res.setHeader('Content-Disposition', `attachment; filename="${bundle.fileName}"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.end(Buffer.from(bundle.bytes));
      },
      { failureBody: failureWithDefault('Failed to build the On-Premises bundle') },
    ),
  );

  // The `.imx` with the movement clips of now (the agent's model_url while it has any).
  router.get(
    '/agents/:id/model-bundle',
    restHandler(
      logger,
      async (req, res) => {
        const bundle = await modelBundle(deps, await requestCaller(deps, req), String(req.params.id));
        res.setHeader('Content-Type', 'application/zip');
        res.setHeader('Content-Disposition', attachmentDisposition(bundle.fileName));
        res.setHeader('Cache-Control', 'private, no-store');
        if (bundle.size !== null) res.setHeader('Content-Length', String(bundle.size));
        // Headers are gone once the first bytes are: a failure then cuts the download short.
        await bundle.write(res).then(
          () => res.end(),
          () => res.destroy(),
        );
      },
      { failureBody: failureWithDefault('Failed to download the model') },
    ),
  );

  router.get('/overlay-images/:agentId/:file', async (req, res) => {
    const image = await readOverlayImage(deps, req.params.agentId, req.params.file).catch(() => null);
    if (!image) {
      res.status(404).json({ success: false, error: 'Invalid overlay image' });
      return;
    }
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.size));
    // The name is random and never reused: the bytes behind it never change.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    await pipeline(image.body, res).catch(() => undefined);
  });

  return router;
}

/** The frame upload arrives as a multipart stream: mounted before the JSON parser. */
export function overlayUploadRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.post('/agents/:id/ui-overlay/foreground', async (req, res) => {
    try {
      const ownerId = signedInCaller(await requestContext(deps, req));
      res.json({ success: true, ...(await uploadOverlayImage(deps, ownerId, req.params.id, req)) });
    } catch (error) {
      const failure = uploadFailureOf(error, logger);
      if (!res.headersSent) res.status(failure.status).json({ success: false, error: failure.message, code: failure.code });
    }
  });
  return router;
}
