import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AgentId, catalog } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { fileTypeFromBuffer } from 'file-type';
import type { GatewayDeps } from '../../../http/context.js';
import { readMultipart } from '../../shared/uploads/multipart-form.js';
import { UploadFailure } from '../../shared/uploads/upload-failure.js';

type Deps = Pick<GatewayDeps, 'bus' | 'storage'>;

/** Spec 001 section 5: the settings file picker. */
export const OVERLAY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const OVERLAY_IMAGE_TOO_LARGE = 'File size must be less than 10MB';
export const INVALID_FILE_TYPE = 'Invalid file type';
const OVERLAY_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const SNIFF = 4_100;
/** The path the overlay's url names; the file name is random, so it cannot be guessed or collide. */
export const OVERLAY_IMAGE_ROUTE = '/api/overlay-images';
const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

const keyOf = (agentId: string, file: string) => `overlays/${agentId}/${file}`;

/**
 * POST /api/agents/{id}/ui-overlay/foreground: one frame image for the owner's agent, its type
 * read from its bytes (PNG, JPEG, WebP or GIF, under 10 MB). Answers the url to put in the
 * overlay; the overlay itself changes when the owner saves it.
 */
export async function uploadOverlayImage(deps: Deps, ownerId: string, agentId: unknown, req: IncomingMessage) {
  const id = AgentId.safeParse(agentId);
  const agent = id.success
    ? await deps.bus.request(catalog.getAgent, { agentId: id.data, scope: { kind: 'owner', ownerId } })
    : null;
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  const result = await readMultipart(
    req,
    { fileBytes: OVERLAY_IMAGE_MAX_BYTES, tooLargeMessage: OVERLAY_IMAGE_TOO_LARGE, files: 1, fields: 4 },
    async ({ file }) => {
      const type = await fileTypeFromBuffer(await file.peek(SNIFF));
      if (!type || !OVERLAY_IMAGE_TYPES.has(type.mime)) throw new UploadFailure('BAD_INPUT', INVALID_FILE_TYPE);
      const name = `${randomUUID()}.${type.ext}`;
      const key = keyOf(agent.id, name);
      try {
        await deps.storage.put(key, file.body(), type.mime);
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
      return name;
    },
  );
  const stored = result.files.flatMap((file) => (file.status === 'fulfilled' ? [file.value] : []));
  const failure = result.formError ?? result.files.find((file) => file.status === 'rejected')?.reason;
  if (failure || stored.length !== 1) {
    await Promise.all(stored.map((name) => deps.storage.delete(keyOf(agent.id, name)).catch(() => undefined)));
    if (failure) throw failure;
    throw new UploadFailure('BAD_INPUT', 'Choose an image to upload as the overlay.');
  }
  return { url: `${OVERLAY_IMAGE_ROUTE}/${agent.id}/${stored[0]}` };
}

/**
 * GET /api/overlay-images/{agentId}/{file}: an uploaded frame, for anyone who opens the
 * viewer (overlays are drawn for every visitor). Null when it is not there (any more).
 */
export async function readOverlayImage(deps: Deps, agentId: string, file: string) {
  if (!AgentId.safeParse(agentId).success || !FILE_NAME.test(file)) return null;
  const key = keyOf(agentId, file);
  const stat = await deps.storage.stat(key);
  if (!stat) return null;
  return { ...(await deps.storage.get(key)), contentType: stat.contentType, size: stat.size };
}
