import { createHash } from 'node:crypto';
import { AgentId, catalogActions } from '@avatarium/contracts';
import type { Readable } from 'node:stream';
import type { GatewayDeps } from '../../../http/context.js';
import { agentMediaKeys } from '../../shared/agent-view.js';

/** Shown as an image: raster pictures only (an SVG can carry script). */
const PICTURE = /^image\/(?!svg)/i;

export interface AgentPicture {
  contentType: string;
  size: number;
  /** Changes with the picture (its storage key and size). */
  etag: string;
  /** Whether the answer depended on the caller's session (then no shared cache may keep it). */
  personal: boolean;
  open(): Promise<Readable>;
}

/**
 * GET /api/agents/{id}/image[?share=token]: the agent's current picture (its poster, else its
 * image) under a stable address, for pages that stay open for days (the chat widget's
 * launcher). Who may see it: catalog.agent.get-for-picture. Null when the caller may not, or
 * there is no picture.
 */
export async function getAgentPicture(
  deps: Pick<GatewayDeps, 'bus' | 'storage'>,
  userId: string | null,
  input: { id: string; share?: string | null },
): Promise<AgentPicture | null> {
  const agentId = AgentId.safeParse(input.id);
  if (!agentId.success) return null;
  // The catalog compares the token; an oversized one cannot match anything.
  const shareToken = input.share && input.share.length <= 200 ? input.share : null;
  const { agent } = await deps.bus.request(catalogActions.getAgentForPicture, { agentId: agentId.data, userId, shareToken });
  const key = agent ? agentMediaKeys.poster(agent) : null;
  if (!agent || !key) return null;
  const object = await deps.storage.stat(key);
  if (!object || !PICTURE.test(object.contentType)) return null;
  return {
    contentType: object.contentType,
    size: object.size,
    etag: `"${createHash('sha256').update(`${key}\n${object.size}`).digest('base64url').slice(0, 27)}"`,
    personal: userId !== null && agent.visibility !== 'public',
    open: async () => (await deps.storage.get(key)).body,
  };
}
