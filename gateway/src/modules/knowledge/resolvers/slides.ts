import { slides } from '@avatarium/contracts';
import type { Resolvers } from '../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../subscriptions/authorized-stream.js';
import { requireUser } from '../../shared/require-user.js';
import { signedInCaller } from '../../shared/caller.js';
import { graphqlResult } from '../../shared/graphql-result.js';
import { agentSlides, generateSlides, presentsSlides, saveSlides } from '../use-cases/slides.js';
import { eventIndex } from '../../../subscriptions/event-hub.js';

/** slides.slidesChanged by the key this subscription listens under. */
const slidesByAgent = eventIndex(slides.slidesChanged, (event) => event.state.agentId);

const toGraphql = (state: slides.SlidesState) => ({
  agentId: state.agentId,
  status: state.status,
  progress: state.progress,
  error: state.error,
  updatedAt: state.updated_at,
  slides: {
    enabled: state.slides.enabled ?? null,
    slides:
      state.slides.slides?.map((slide) => ({
        slideNumber: slide.slide_number,
        imageUrl: slide.image_url,
        hasImage: slide.has_image,
        script: slide.script,
      })) ?? null,
  },
});

/** A change's answer: the deck now (null when cleared), or the refusal as data. */
const result = (change: Promise<slides.SlidesState | null>) =>
  graphqlResult(change.then((state) => ({ state: state && toGraphql(state) })));

export const slidesResolvers: Resolvers = {
  Agent: {
    presentsSlides: (agent, _args, context) => presentsSlides(context.deps, agent.id),
  },
  Query: {
    agentSlides: async (_parent, { id }, context) => {
      const state = await agentSlides(context.deps, signedInCaller(context), id);
      return state && toGraphql(state);
    },
  },
  Mutation: {
    generateSlides: (_parent, { id, pdf }, context) =>
      result(generateSlides(context.deps, signedInCaller(context), { agent_id: id, pdf_file_url: pdf }, context.host)),
    updateSlides: (_parent, { id, enabled, slides: list }, context) =>
      result(
        saveSlides(context.deps, signedInCaller(context), id, {
          slides: {
            ...(enabled === null || enabled === undefined ? {} : { enabled }),
            ...(list ? { slides: list.map((slide) => ({ slide_number: slide.slideNumber, script: slide.script })) } : {}),
          },
        }),
      ),
  },
  Subscription: {
    slidesUpdates: {
      subscribe: async (_parent, { id }, context) => {
        const { user, session } = requireUser(context);
        const first = await agentSlides(context.deps, user.id, id);
        const agentId = first?.agentId ?? id;
        return authorizedStream<slides.SlidesState>(session, context.deps.revocations, {
          current: async () => (await agentSlides(context.deps, user.id, id))!,
          listen: (push) =>
            context.deps.hub.listen(slidesByAgent, agentId, (event) => event.ownerId === user.id && push(event.state)),
          allowed: () => true,
          deliverable: (state) => Boolean(state),
        });
      },
      resolve: (state: slides.SlidesState) => toGraphql(state),
    },
  },
};
