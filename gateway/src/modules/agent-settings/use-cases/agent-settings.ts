import { agentSettingsActions, catalog, deriveDisplayStatus, media } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { onAgent } from '../../shared/agent-action.js';
import { CustomActionsBody, DeploymentBody, ModelBody, UiOverlayBody } from '../validation.js';

type Deps = Pick<GatewayDeps, 'bus'>;

const SIGN_IN = 'Sign in to change agent settings.';

export const STILL_GENERATING = 'This agent is still being generated: change its model once it is ready.';

/**
 * Spec 001 4: the model conversations run on. Both run offline in the visitor's browser (the
 * avatar player's Essence and Expression engines); a GPU host, when configured, adds the neural
 * Expression model at creation. An agent without a model (its
 * generation failed) is regenerated on the chosen model instead, charged like a creation and
 * refunded on failure; its model changes only when that completes (`regenerating: true`).
 */
export function setAgentModel(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent({ userId, agentId, body, schema: ModelBody, signInMessage: SIGN_IN }, async (caller, { model }) => {
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
    return { agent: await deps.bus.request(agentSettingsActions.setModel, { ...owner(caller), model }), regenerating: false };
  });
}

/** PUT /api/agents/{id}/ui-overlay: the whole overlay, owner only. */
export function setAgentUiOverlay(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent({ userId, agentId, body, schema: UiOverlayBody, signInMessage: SIGN_IN }, async (caller, overlay) => {
    const own = `/api/overlay-images/${caller.agentId}/`;
    if (overlay.foreground.url.startsWith('/api/overlay-images/') && !overlay.foreground.url.startsWith(own)) {
      throw new AppError('BAD_INPUT', 'Invalid overlay image');
    }
    return { agent: await deps.bus.request(agentSettingsActions.setUiOverlay, { ...owner(caller), ui_overlay: overlay }) };
  });
}

/** PATCH /api/agents/{id} {custom_actions}: owner only. */
export function setAgentCustomActions(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent({ userId, agentId, body, schema: CustomActionsBody, signInMessage: SIGN_IN }, async (caller, input) => ({
    agent: await deps.bus.request(agentSettingsActions.setCustomActions, {
      ...owner(caller),
      custom_actions: input.custom_actions,
    }),
  }));
}

/** PUT /api/agents/{id}/sharing {share:{deployment}}: owner only. */
export function setAgentDeployment(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent({ userId, agentId, body, schema: DeploymentBody, signInMessage: SIGN_IN }, async (caller, { share }) => ({
    agent: await deps.bus.request(agentSettingsActions.setDeployment, { ...owner(caller), deployment: share.deployment }),
  }));
}

const owner = (caller: { userId: string; agentId: string }) => ({ agentId: caller.agentId, ownerId: caller.userId });
