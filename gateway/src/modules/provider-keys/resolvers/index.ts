import { agentSettings, type providerKeys } from '@avatarium/contracts';
import type { Resolvers } from '../../../generated/resolvers-types.js';
import { optionalCaller, signedInCaller } from '../../shared/caller.js';
import { graphqlResult } from '../../shared/graphql-result.js';
import { saveAgentProviders } from '../use-cases/agent-providers.js';
import {
  addProviderKey,
  listProviderKeys,
  PROVIDER_KEYS_SIGN_IN,
  removeProviderKey,
  testProviderKey,
} from '../use-cases/provider-keys.js';

const toChoice = (choice: agentSettings.ProviderChoice) => ({ mode: choice.mode, providerId: choice.provider_id });
const fromChoice = (choice: { mode: string; providerId?: string | null }) => ({
  mode: choice.mode,
  provider_id: choice.providerId ?? null,
});

const owner = (context: Parameters<typeof signedInCaller>[0]) => signedInCaller(context, PROVIDER_KEYS_SIGN_IN);

const toKey = (entry: providerKeys.ProviderEntry) => ({ ...entry, createdAt: entry.created_at });

export const providerKeysResolvers: Resolvers = {
  Agent: {
    // Which keys an owner uses is the owner's business: others see the defaults.
    providers: (agent, _args, context) => {
      const providers = optionalCaller(context) === agent.ownerId ? agent.providers : agentSettings.DEFAULT_AGENT_PROVIDERS;
      return {
        llm: toChoice(providers.llm),
        stt: toChoice(providers.stt),
        tts: toChoice(providers.tts),
        realtime: toChoice(providers.realtime),
      };
    },
  },
  Query: {
    providerKeys: async (_parent, _args, context) => (await listProviderKeys(context.deps, owner(context))).map(toKey),
  },
  Mutation: {
    addProviderKey: (_parent, args, context) =>
      graphqlResult(addProviderKey(context.deps, owner(context), args).then((entry) => ({ key: toKey(entry) }))),
    removeProviderKey: (_parent, { id }, context) => removeProviderKey(context.deps, owner(context), id),
    testProviderKey: (_parent, { id }, context) => testProviderKey(context.deps, owner(context), id),
    setAgentProviders: async (_parent, { id, providers, language }, context) =>
      graphqlResult(
        saveAgentProviders(context.deps, optionalCaller(context), id, {
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
