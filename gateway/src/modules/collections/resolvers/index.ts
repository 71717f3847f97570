import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../generated/resolvers-types.js';
import { requireUser } from '../../shared/require-user.js';
import { confirmHeroshot, heroshotUploadUrl, removeMedia } from '../use-cases/collection-media.js';
import { getCollectionPage } from '../use-cases/collection-page.js';
import {
  getAppSubscription,
  listCollectionPlans,
  setCollectionPlans,
  subscribeCollectionPlan,
  topUpCollectionSubscription,
} from '../use-cases/collection-plans.js';
import { billingCaller } from '../../shared/billing-caller.js';
import {
  createCollection,
  deleteCollection,
  listCollections,
  setSharing,
  updateCollection,
} from '../use-cases/manage-collections.js';
import { optionalCaller } from '../../shared/caller.js';

// Each field is the GraphQL twin of a /api/collections route (collections.routes.ts); the logo
// upload is multipart and so REST only.
const ownerOf = (context: Parameters<typeof requireUser>[0]) => requireUser(context).user.id;

const appCheckout = (result: Awaited<ReturnType<typeof subscribeCollectionPlan>>) =>
  result.kind === 'applied'
    ? { kind: 'APPLIED' as const, url: null, receiptId: result.receiptId, subscription: result.subscription }
    : { kind: 'REDIRECT' as const, url: result.url, receiptId: null, subscription: null };

const Query: QueryResolvers = {
  collectionPlans: async (_parent, args, context) => (await listCollectionPlans(context.deps, args.collectionId)).plans,
  appSubscription: (_parent, args, context) => getAppSubscription(context.deps, ownerOf(context), args.collectionId),
  collections: (_parent, _args, context) => listCollections(context.deps, ownerOf(context)),
  collectionPage: async (_parent, args, context) => {
    const page = await getCollectionPage(context.deps, optionalCaller(context), args);
    return { collection: page.collection, agents: page.agentEntities, isOwner: page.isOwner };
  },
};

const Mutation: MutationResolvers = {
  setCollectionPlans: async (_parent, args, context) =>
    (await setCollectionPlans(context.deps, ownerOf(context), args.id, { plans: args.plans })).plans,
  subscribeCollectionPlan: async (_parent, args, context) =>
    appCheckout(await subscribeCollectionPlan(context.deps, billingCaller(context), args.id, { plan: args.plan })),
  topUpCollectionSubscription: async (_parent, args, context) =>
    appCheckout(await topUpCollectionSubscription(context.deps, billingCaller(context), args.id)),
  createCollection: (_parent, args, context) => createCollection(context.deps, ownerOf(context), args.input),
  updateCollection: (_parent, args, context) => updateCollection(context.deps, ownerOf(context), args.id, args.input),
  deleteCollection: async (_parent, args, context) => (await deleteCollection(context.deps, ownerOf(context), args.id)).deleted,
  removeCollectionLogo: (_parent, args, context) => removeMedia(context.deps, ownerOf(context), args.id, 'logo'),
  collectionHeroshotUploadUrl: (_parent, args, context) => heroshotUploadUrl(context.deps, ownerOf(context), args.id, args.ext),
  confirmCollectionHeroshot: (_parent, args, context) =>
    confirmHeroshot(context.deps, ownerOf(context), args.id, { filePath: args.filePath }),
  removeCollectionHeroshot: (_parent, args, context) => removeMedia(context.deps, ownerOf(context), args.id, 'heroshot'),
  setCollectionSharing: (_parent, args, context) =>
    setSharing(context.deps, ownerOf(context), args.id, { public_enabled: args.public_enabled }),
};

export const collectionsResolvers: Resolvers = { Query, Mutation };
