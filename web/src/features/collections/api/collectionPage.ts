import { z } from 'zod';
import { apiRequest } from '../../../shared/api/apiClient';

const PageAgent = z
  .object({
    id: z.string(),
    name: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    poster: z.string().nullable().optional(),
    image_url: z.string().nullable().optional(),
    video_url: z.string().nullable().optional(),
  })
  .passthrough();

export const CollectionPageReply = z.object({
  success: z.literal(true),
  collection: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    layout: z.enum(['grid', 'theater']),
    contact_link: z.string(),
    logo: z.string().nullable(),
    heroshot_enabled: z.boolean(),
    heroshot_video: z.string().nullable(),
  }),
  agents: z.array(PageAgent),
  isOwner: z.boolean(),
});
export type CollectionPageData = z.infer<typeof CollectionPageReply>;
export type CollectionPageAgent = z.infer<typeof PageAgent>;

/** GET /api/collection-page: null when the collection is not available to this visitor. */
export async function fetchCollectionPage(userId: string, collectionId: string): Promise<CollectionPageData | null | 'error'> {
  try {
    const { ok, status, body } = await apiRequest({
      path: '/api/collection-page',
      query: { userId, collectionId },
      reply: CollectionPageReply,
    });
    if (ok && body) return body;
    return status === 404 ? null : 'error';
  } catch {
    return 'error';
  }
}
