import { agentSettings, agentSettingsActions, providerKeys, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { onAgent } from '../../shared/agent-action.js';

type Deps = Pick<GatewayDeps, 'bus'>;

export const PROVIDER_NOT_YOURS = 'That provider is not one of your provider keys.';

export const ProvidersBody = z.object({
  providers: agentSettings.AgentProviders,
  language: z.string().trim().min(2).max(10).optional(),
});

/**
 * PATCH /api/agents/{id} {providers, language} (spec 001 sections 4 and 8, Providers): the
 * realtime rules applied again here (a client cannot save a realtime provider beside custom
 * engines), and every custom provider must be one of the owner's keys whose platform does that
 * capability. The language follows the realtime switch: multi with it, as sent (en) without.
 */
export function saveAgentProviders(
  deps: Deps,
  userId: string | null,
  agentId: unknown,
  body: unknown,
): Promise<{ agent: Agent }> {
  return onAgent({ userId, agentId, body, schema: ProvidersBody }, async (caller, input) => {
    const { providers, realtime } = agentSettings.normalizeProviders(input.providers);
    const { entries } = await deps.bus.request(providerKeys.listProviderKeys, { ownerId: caller.userId });
    for (const capability of providerKeys.Capability.options) {
      const choice = providers[capability];
      if (choice.mode !== 'custom') continue;
      const entry = entries.find((candidate) => candidate.id === choice.provider_id);
      if (!entry) throw new AppError('BAD_INPUT', PROVIDER_NOT_YOURS);
      if (!entry.capabilities.includes(capability))
        throw new AppError('BAD_INPUT', `${entry.label} does not offer ${capability}.`);
    }
    const language = realtime ? 'multi' : (input.language ?? 'en');
    const agent = await deps.bus.request(agentSettingsActions.setProviders, {
      agentId: caller.agentId,
      ownerId: caller.userId,
      providers,
      language,
    });
    return { agent };
  });
}
