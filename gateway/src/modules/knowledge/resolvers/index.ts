import { knowledge } from '@avatarium/contracts';
import type { Resolvers } from '../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../subscriptions/authorized-stream.js';
import { requireUser } from '../../shared/require-user.js';
import { refusalOf } from '../../shared/refusal.js';
import {
  agentKnowledge,
  generateFaqFromPdf,
  generateFaqFromSite,
  knowledgeOrNull,
  saveFaq,
  setAnswering,
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

const result = async (call: () => Promise<knowledge.KnowledgeState>) => {
  try {
    return { ok: true, state: toGraphql(await call()), error: null };
  } catch (error) {
    return { ok: false, state: null, error: refusalOf(error) };
  }
};

export const knowledgeResolvers: Resolvers = {
  Query: {
    agentKnowledge: async (_parent, { id }, context) => {
      const state = await knowledgeOrNull(context.deps, context.user?.id ?? null, id);
      return state ? toGraphql(state) : null;
    },
  },
  Mutation: {
    setAgentFaq: (_parent, { id, faq }, context) =>
      result(() => saveFaq(context.deps, context.user?.id ?? null, id, { knowledge: { faq, enabled: false } }, context.host)),
    generateFaqFromPdf: (_parent, { id, pdf }, context) =>
      result(() => generateFaqFromPdf(context.deps, context.user?.id ?? null, { agent_id: id, pdf_file_url: pdf }, context.host)),
    generateFaqFromWebsite: (_parent, { id, url }, context) =>
      result(() => generateFaqFromSite(context.deps, context.user?.id ?? null, { agent_id: id, url })),
    toggleRag: (_parent, { id, enabled }, context) =>
      result(() => toggleRag(context.deps, context.user?.id ?? null, { agent_id: id, enabled })),
    setKnowledgeAnswering: (_parent, { id, onlyFromFaq, unknownAnswer }, context) =>
      result(() =>
        setAnswering(context.deps, context.user?.id ?? null, id, {
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
