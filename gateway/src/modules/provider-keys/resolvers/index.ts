import { agentSettings, type providerKeys } from '@avatarium/contracts';
import type { Resolvers } from '../../../generated/resolvers-types.js';
import { actionResult } from '../../shared/action-result.js';
import { refusalOf } from '../../shared/refusal.js';
import { saveAgentProviders } from '../use-cases/agent-providers.js';
import { addProviderKey, listProviderKeys, removeProviderKey, testProviderKey } from '../use-cases/provider-keys.js';

const toChoice = (choice: agentSettings.ProviderChoice) => ({ mode: choice.mode, providerId: choice.provider_id });
const fromChoice = (choice: { mode: string; providerId?: string | null }) => ({
  mode: choice.mode,
  provider_id: choice.providerId ?? null,
});

const toKey = (entry: providerKeys.ProviderEntry) => ({ ...entry, createdAt: entry.created_at });

export const providerKeysResolvers: Resolvers = {
  Agent: {
    // Which keys an owner uses is the owner's business: others see the defaults.
    providers: (agent, _args, context) => {
      const providers = context.user?.id === agent.ownerId ? agent.providers : agentSettings.DEFAULT_AGENT_PROVIDERS;
      return {
        llm: toChoice(providers.llm),
        stt: toChoice(providers.stt),
        tts: toChoice(providers.tts),
        realtime: toChoice(providers.realtime),
      };
    },
  },
  Query: {
    providerKeys: async (_parent, _args, context) => (await listProviderKeys(context.deps, context.user?.id ?? null)).map(toKey),
  },
  Mutation: {
    addProviderKey: async (_parent, { platform, apiKey, label }, context) => {
      try {
        const entry = await addProviderKey(context.deps, context.user?.id ?? null, {
          platform,
          api_key: apiKey,
          label: label ?? undefined,
        });
        return { ok: true, key: toKey(entry), error: null };
      } catch (error) {
        return { ok: false, key: null, error: refusalOf(error) };
      }
    },
    removeProviderKey: (_parent, { id }, context) => removeProviderKey(context.deps, context.user?.id ?? null, id),
    testProviderKey: (_parent, { id }, context) => testProviderKey(context.deps, context.user?.id ?? null, id),
    setAgentProviders: async (_parent, { id, providers, language }, context) =>
      actionResult(
        await saveAgentProviders(context.deps, context.user?.id ?? null, id, {
          providers: {
            llm: fromChoice(providers.llm),
            stt: fromChoice(providers.stt),
            tts: fromChoice(providers.tts),
            realtime: fromChoice(providers.realtime),
          },
          language: language ?? undefined,
        }),
      ),
  },
};
