import { knowledge } from '@avatarium/contracts';
import type { Resolvers } from '../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../subscriptions/authorized-stream.js';
import { requireUser } from '../../shared/require-user.js';
import { signedInCaller } from '../../shared/caller.js';
import { graphqlResult } from '../../shared/graphql-result.js';
import {
  agentKnowledge,
  generateFaqFromPdf,
  generateFaqFromSite,
  knowledgeOrNull,
  saveFaq,
  setAnswering,
  SIGN_IN_FOR_KNOWLEDGE,
  toggleRag,
} from '../use-cases/knowledge.js';
import { eventIndex } from '../../../subscriptions/event-hub.js';

/** knowledge.knowledgeChanged by the key this subscription listens under. */
const knowledgeByAgent = eventIndex(knowledge.knowledgeChanged, (event) => event.state.agentId);

const toGraphql = (state: knowledge.KnowledgeState) => ({
  ...state,
  updatedAt: state.updated_at,
  unanswered: state.unanswered.map((entry) => ({ question: entry.question, askedAt: entry.asked_at })),
  answering: {
    onlyFromFaq: state.answering.only_from_faq,
    unknownAnswer: state.answering.unknown_answer,
    defaultUnknownAnswer: knowledge.DEFAULT_UNKNOWN_ANSWER,
  },
});

/** A change's answer: the state now, or the refusal as data. */
const result = (change: Promise<knowledge.KnowledgeState>) =>
  graphqlResult(change.then((state) => ({ state: toGraphql(state) })));

const owner = (context: Parameters<typeof signedInCaller>[0]) => signedInCaller(context, SIGN_IN_FOR_KNOWLEDGE);

export const knowledgeResolvers: Resolvers = {
  Query: {
    agentKnowledge: async (_parent, { id }, context) => {
      const state = await knowledgeOrNull(context.deps, owner(context), id);
      return state ? toGraphql(state) : null;
    },
  },
  Mutation: {
    setAgentFaq: (_parent, { id, faq }, context) =>
      result(saveFaq(context.deps, owner(context), id, { knowledge: { faq, enabled: false } }, context.host)),
    generateFaqFromPdf: (_parent, { id, pdf }, context) =>
      result(generateFaqFromPdf(context.deps, owner(context), { agent_id: id, pdf_file_url: pdf }, context.host)),
    generateFaqFromWebsite: (_parent, { id, url }, context) =>
      result(generateFaqFromSite(context.deps, owner(context), { agentId: id, url })),
    toggleRag: (_parent, { id, enabled }, context) => result(toggleRag(context.deps, owner(context), { agentId: id, enabled })),
    setKnowledgeAnswering: (_parent, { id, onlyFromFaq, unknownAnswer }, context) =>
      result(
        setAnswering(context.deps, owner(context), id, {
          ...(typeof onlyFromFaq === 'boolean' && { only_from_faq: onlyFromFaq }),
          ...(unknownAnswer !== undefined && { unknown_answer: unknownAnswer }),
        }),
      ),
  },
  Subscription: {
    knowledgeUpdates: {
      subscribe: async (_parent, { id }, context) => {
        const { user, session } = requireUser(context);
        const first = await agentKnowledge(context.deps, user.id, id);
        return authorizedStream<knowledge.KnowledgeState>(session, context.deps.revocations, {
          current: async () => agentKnowledge(context.deps, user.id, id),
          listen: (push) =>
            context.deps.hub.listen(knowledgeByAgent, first.agentId, (event) => event.ownerId === user.id && push(event.state)),
          allowed: () => true,
          deliverable: () => true,
        });
      },
      resolve: (state: knowledge.KnowledgeState) => toGraphql(state),
    },
  },
};
