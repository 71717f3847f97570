import { z } from 'zod';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { Agent, AgentId } from './agent.js';

/** Collections (spec 001 "Collections"): a creator's branded page of agents, shared by one link. */

export const CollectionId = z.string().regex(/^col_[A-Za-z0-9_-]{16}$/, 'Invalid collection id');
export type CollectionId = z.infer<typeof CollectionId>;

export const COLLECTION_NAME_REQUIRED = 'Please enter a collection name.';
export const COLLECTION_NAME_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 1_000;
export const COLLECTION_CONTACT_LINK_MAX = 500;
export const COLLECTION_AGENTS_MAX = 100;
/** Spec 001 section 9. */
export const COLLECTION_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const COLLECTION_HEROSHOT_MAX_BYTES = 100 * 1024 * 1024;
export const COLLECTION_LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const COLLECTION_HEROSHOT_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov'] as const;
export const COLLECTION_LOGO_TYPE_MESSAGE = 'Please upload a JPEG, PNG, GIF, or WEBP image';
export const COLLECTION_LOGO_SIZE_MESSAGE = 'Please upload an image smaller than 5MB';
export const COLLECTION_HEROSHOT_SIZE_MESSAGE = 'Please upload a video smaller than 100MB';
export const COLLECTION_HEROSHOT_TYPE_MESSAGE = 'Please upload an MP4, WebM, OGG or MOV video';
export const COLLECTION_NOT_FOUND = 'Collection not found';
export const COLLECTION_AGENTS_REFUSED = 'Only your own agents and public agents can be added to a collection.';

export const CollectionLayout = z.enum(['grid', 'theater']);
export type CollectionLayout = z.infer<typeof CollectionLayout>;

export const Collection = z.object({
  id: CollectionId,
  ownerId: UserId,
  name: z.string(),
  description: z.string(),
  layout: CollectionLayout,
  contact_link: z.string(),
  logo_key: z.string().nullable(),
  heroshot_enabled: z.boolean(),
  heroshot_key: z.string().nullable(),
  agent_codes: z.array(AgentId),
  share: z.object({ public_enabled: z.boolean() }),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
});
export type Collection = z.infer<typeof Collection>;

const Name = z
  .string()
  .trim()
  .min(1, COLLECTION_NAME_REQUIRED)
  .max(COLLECTION_NAME_MAX, `The name can have at most ${COLLECTION_NAME_MAX} characters.`);
const Description = z
  .string()
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX, `The description can have at most ${COLLECTION_DESCRIPTION_MAX} characters.`);
/** Blank is valid (the page then links to the product site); otherwise an http(s) address. */
const ContactLink = z
  .string()
  .trim()
  .max(COLLECTION_CONTACT_LINK_MAX)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
    'The contact link must start with https:// (or http://).',
  );
const AgentCodes = z.array(AgentId).max(COLLECTION_AGENTS_MAX, `A collection can hold at most ${COLLECTION_AGENTS_MAX} agents.`);

export const CollectionFields = z.object({
  name: Name,
  description: Description.default(''),
  layout: CollectionLayout.default('grid'),
  contact_link: ContactLink.default(''),
  agent_codes: AgentCodes.default([]),
});

export const listCollections = defineRequest('catalog.collection.list', z.object({ ownerId: UserId }), z.array(Collection));

export const createCollection = defineRequest(
  'catalog.collection.create',
  z.object({ ownerId: UserId, fields: CollectionFields }),
  Collection,
);

/** Changes what is given; everything else stays. */
export const updateCollection = defineRequest(
  'catalog.collection.update',
  z.object({
    ownerId: UserId,
    collectionId: CollectionId,
    fields: z
      .object({
        name: Name,
        description: Description,
        layout: CollectionLayout,
        contact_link: ContactLink,
        heroshot_enabled: z.boolean(),
        agent_codes: AgentCodes,
      })
      .partial(),
  }),
  Collection,
);

export const deleteCollection = defineRequest(
  'catalog.collection.delete',
  z.object({ ownerId: UserId, collectionId: CollectionId }),
  z.object({ deleted: z.boolean(), keys: z.array(z.string()) }),
);

/** Sets (or clears, with null) the logo or the heroshot file; replies with the key it replaced, for the caller to delete. */
export const setCollectionMedia = defineRequest(
  'catalog.collection.set-media',
  z.object({
    ownerId: UserId,
    collectionId: CollectionId,
    media: z.enum(['logo', 'heroshot']),
    key: z.string().min(1).max(300).nullable(),
  }),
  z.object({ collection: Collection, replacedKey: z.string().nullable() }),
);

export const setCollectionSharing = defineRequest(
  'catalog.collection.set-sharing',
  z.object({ ownerId: UserId, collectionId: CollectionId, public_enabled: z.boolean() }),
  Collection,
);

/** The owner's collection, for their own pages (NOT_FOUND for anyone else). */
export const getOwnedCollection = defineRequest(
  'catalog.collection.get-owned',
  z.object({ ownerId: UserId, collectionId: CollectionId }),
  Collection,
);

/**
 * The public page: the collection of `ownerId` when it is public (or the viewer is its owner),
 * with the agents a visitor may open, in the collection's order. NOT_FOUND otherwise, without
 * saying whether it exists.
 */
export const getCollectionPage = defineRequest(
  'catalog.collection.page',
  z.object({ ownerId: UserId, collectionId: CollectionId, viewerId: UserId.nullable() }),
  z.object({ collection: Collection, agents: z.array(Agent), isOwner: z.boolean() }),
);

/** Whether a public collection lists this agent (a conversation started from its page may be paid by its plan). */
export const collectionListsAgent = defineRequest(
  'catalog.collection.lists-agent',
  z.object({ collectionId: CollectionId, agentId: AgentId }),
  z.object({ listed: z.boolean() }),
);
