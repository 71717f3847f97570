import { agentSettingsActions, catalog, deriveDisplayStatus, media } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../context.js';
import { agentAction } from '../../agent-actions/use-cases/agent-action.js';
import { CustomActionsBody, DeploymentBody, ModelBody, UiOverlayBody } from '../validation.js';

type Deps = Pick<GatewayDeps, 'bus'>;

export const EXPRESSION_NEEDS_GPU =
  'The Expression model needs a GPU host and this server has none: keep Essence, or ask the administrator to set GPU_HOST_URL (and GPU_HOST_TOKEN) for the media service.';
const SIGN_IN = 'Sign in to change agent settings.';

export const STILL_GENERATING = 'This agent is still being generated: change its model once it is ready.';

/**
 * Spec 001 4: the model conversations run on. Expression needs a GPU host, as creation does:
 * without one the change is refused with what to configure. An agent without a model (its
 * generation failed) is regenerated on the chosen model instead, charged like a creation and
 * refunded on failure; its model changes only when that completes (`regenerating: true`).
 */
export function setAgentModel(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return agentAction({ userId, agentId, body, schema: ModelBody, signInMessage: SIGN_IN }, async (caller, { model }) => {
    const agent = await deps.bus.request(catalog.getAgent, {
      agentId: caller.agentId,
      scope: { kind: 'owner', ownerId: caller.userId },
    });
    if (agent && !agent.record.model_key) {
      const status = deriveDisplayStatus(agent.record);
      if (status !== 'failed' && status !== 'error') throw new AppError('CONFLICT', STILL_GENERATING);
      await deps.bus.request(media.regenerateModel, { ownerId: caller.userId, agentId: caller.agentId, model });
      return { agent, regenerating: true };
    }
    if (model === 'expression' && !(await deps.bus.request(media.gpuAvailability, {})).available) {
      throw new AppError('CONFLICT', EXPRESSION_NEEDS_GPU);
    }
    return { agent: await deps.bus.request(agentSettingsActions.setModel, { ...owner(caller), model }), regenerating: false };
  });
}

/** PUT /api/agents/{id}/ui-overlay: the whole overlay, owner only. */
export function setAgentUiOverlay(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return agentAction({ userId, agentId, body, schema: UiOverlayBody, signInMessage: SIGN_IN }, async (caller, overlay) => {
    const own = `/api/overlay-images/${caller.agentId}/`;
    if (overlay.foreground.url.startsWith('/api/overlay-images/') && !overlay.foreground.url.startsWith(own)) {
      throw new AppError('BAD_INPUT', 'Invalid overlay image');
    }
    return { agent: await deps.bus.request(agentSettingsActions.setUiOverlay, { ...owner(caller), ui_overlay: overlay }) };
  });
}

/** PATCH /api/agents/{id} {custom_actions}: owner only. */
export function setAgentCustomActions(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return agentAction({ userId, agentId, body, schema: CustomActionsBody, signInMessage: SIGN_IN }, async (caller, input) => ({
    agent: await deps.bus.request(agentSettingsActions.setCustomActions, {
      ...owner(caller),
      custom_actions: input.custom_actions,
    }),
  }));
}

/** PUT /api/agents/{id}/sharing {share:{deployment}}: owner only. */
export function setAgentDeployment(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return agentAction({ userId, agentId, body, schema: DeploymentBody, signInMessage: SIGN_IN }, async (caller, { share }) => ({
    agent: await deps.bus.request(agentSettingsActions.setDeployment, { ...owner(caller), deployment: share.deployment }),
  }));
}

const owner = (caller: { userId: string; agentId: string }) => ({ agentId: caller.agentId, ownerId: caller.userId });
