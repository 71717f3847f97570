import { AppError, type Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { setAnonymousAccess } from '../agent-actions/use-cases/set-anonymous-access.js';
import { setCategory } from '../agent-actions/use-cases/set-category.js';
import { setVisibility } from '../agent-actions/use-cases/set-visibility.js';
import { agentPatchKind, sharingChangeOf } from '../agent-actions/validation.js';
import { setAgentCustomActions, setAgentDeployment } from '../agent-settings/use-cases/agent-settings.js';
import { saveFaq } from '../knowledge/use-cases/knowledge.js';
import { saveSlides } from '../knowledge/use-cases/slides.js';
import { saveAgentProviders } from '../provider-keys/use-cases/agent-providers.js';
import { toRestAgent } from '../shared/agent-view.js';
import { requestCaller, signedInCaller } from '../shared/caller.js';
import { savePersona } from '../voices/use-cases/voices.js';

/**
 * The two REST paths that several modules share (spec 001 and 002 section 7): PATCH /agents/:id
 * picks one module's use case by what the body names, PUT /agents/:id/sharing the deployment
 * (agent settings) and anonymous access (agent actions). The only routes file that calls into
 * other modules, and only their public use cases.
 */
export function agentDispatchRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const restAgent = (agent: Parameters<typeof toRestAgent>[0], userId: string | null) => toRestAgent(agent, deps.storage, userId);

  router.patch(
    '/agents/:id',
    restHandler(
      logger,
      async (req, res) => {
        const userId = await requestCaller(deps, req);
        const patch = agentPatchKind(req.body);
        if (patch.kind === 'unsupported') {
          // Signed-out callers learn they must sign in before anything about the body.
          if (!userId) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
          throw new AppError('BAD_INPUT', patch.message);
        }
        if (patch.kind === 'persona') {
          const { agent, voiceNotice } = await savePersona(deps, userId, req.params.id, req.body);
          res.json({ success: true, voice_notice: voiceNotice, agent: await restAgent(agent, userId) });
          return;
        }
        if (patch.kind === 'slides') {
          const state = await saveSlides(deps, signedInCaller(await requestContext(deps, req)), req.params.id, req.body);
          res.json({ success: true, slides: state?.slides ?? {}, state });
          return;
        }
        if (patch.kind === 'knowledge') {
          const context = await requestContext(deps, req);
          const state = await saveFaq(deps, signedInCaller(context), req.params.id, req.body, context.host);
          res.json({ success: true, knowledge: state.knowledge, state });
          return;
        }
        if (patch.kind === 'providers') {
          const { agent } = await saveAgentProviders(deps, userId, req.params.id, req.body);
          res.json({
            success: true,
            providers: agent.providers,
            language: agent.language,
            agent: await restAgent(agent, userId),
          });
          return;
        }
        if (patch.kind === 'custom_actions') {
          const { agent } = await setAgentCustomActions(deps, userId, req.params.id, req.body);
          res.json({ success: true, custom_actions: agent.custom_actions, agent: await restAgent(agent, userId) });
          return;
        }
        const change = patch.kind === 'visibility' ? setVisibility : setCategory;
        const { agent } = await change(deps, userId, req.params.id, req.body);
        res.json({ success: true, agent: await restAgent(agent, userId) });
      },
      { failureBody: failureWithDefault('Failed to update agent') },
    ),
  );

  router.put(
    '/agents/:id/sharing',
    restHandler(
      logger,
      async (req, res) => {
        const userId = await requestCaller(deps, req);
        const wanted = sharingChangeOf(req.body);
        let message = 'Deployment updated';
        let agent = null;
        if (wanted.deployment) {
          const share = (req.body as { share: { deployment: unknown } }).share;
          ({ agent } = await setAgentDeployment(deps, userId, req.params.id, { share: { deployment: share.deployment } }));
        }
        if (wanted.anonymous) {
          const body = req.body as { share?: { anonymous_enabled?: unknown } } | undefined;
          const anonymous = body?.share?.anonymous_enabled;
          const anonymousBody = { ...body, share: anonymous === undefined ? undefined : { anonymous_enabled: anonymous } };
          ({ agent, message } = await setAnonymousAccess(deps, userId, req.params.id, anonymousBody));
        }
        res.json({ success: true, message, share: agent!.share });
      },
      { failureBody: failureWithDefault('Failed to update sharing configuration') },
    ),
  );

  return router;
}
