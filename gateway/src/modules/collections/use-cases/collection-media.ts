import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { collections } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { readMultipart } from '../../shared/uploads/multipart-form.js';
import { UploadFailure } from '../../shared/uploads/upload-failure.js';
import { toCollectionView } from '../collection-view.js';
import { collectionIdOf, deleteQuietly, parseCollectionInput } from './manage-collections.js';

type Deps = Pick<GatewayDeps, 'bus' | 'storage'>;
const SNIFF = 4_100;
const HEROSHOT_MIME: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg', mov: 'video/quicktime' };
const folderOf = (ownerId: string, collectionId: string) => `collections/${ownerId}/${collectionId}`;

/** The caller's own collection, or NOT_FOUND (before any byte is stored). */
async function ownCollection(deps: Deps, ownerId: string, collectionId: unknown) {
  return deps.bus.request(collections.getOwnedCollection, { ownerId, collectionId: collectionIdOf(collectionId) });
}

/** POST /api/collections/{id}/logo: one image under 5 MB, its type read from its bytes. */
export async function uploadLogo(deps: Deps, ownerId: string, collectionId: unknown, req: IncomingMessage) {
  const collection = await ownCollection(deps, ownerId, collectionId);
  const result = await readMultipart(
    req,
    {
      fileBytes: collections.COLLECTION_LOGO_MAX_BYTES,
      tooLargeMessage: collections.COLLECTION_LOGO_SIZE_MESSAGE,
      files: 1,
      fields: 4,
    },
    async ({ file }) => {
      const head = await file.peek(SNIFF);
      const type = await fileTypeFromBuffer(head);
      if (!type || !(collections.COLLECTION_LOGO_TYPES as readonly string[]).includes(type.mime)) {
        throw new UploadFailure('BAD_INPUT', collections.COLLECTION_LOGO_TYPE_MESSAGE);
      }
      const key = `${folderOf(ownerId, collection.id)}/logo-${randomUUID()}.${type.ext}`;
      try {
        await deps.storage.put(key, file.body(), type.mime);
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
      return key;
    },
  );
  const stored = result.files.flatMap((file) => (file.status === 'fulfilled' ? [file.value] : []));
  const failure = result.formError ?? result.files.find((file) => file.status === 'rejected')?.reason;
  if (failure || stored.length !== 1) {
    await deleteQuietly(deps.storage, stored);
    if (failure instanceof UploadFailure) throw failure;
    if (failure) throw failure;
    throw new UploadFailure('BAD_INPUT', 'Choose an image to upload as the logo.');
  }
  const { collection: updated, replacedKey } = await deps.bus.request(collections.setCollectionMedia, {
    ownerId,
    collectionId: collection.id,
    media: 'logo',
    key: stored[0]!,
  });
  await deleteQuietly(deps.storage, [replacedKey]);
  return toCollectionView(updated, deps.storage);
}

/** Removes the logo or the intro video, file included. */
export async function removeMedia(deps: Deps, ownerId: string, collectionId: unknown, media: 'logo' | 'heroshot') {
  const { collection, replacedKey } = await deps.bus.request(collections.setCollectionMedia, {
    ownerId,
    collectionId: collectionIdOf(collectionId),
    media,
    key: null,
  });
  await deleteQuietly(deps.storage, [replacedKey]);
  return toCollectionView(collection, deps.storage);
}

export const Extension = z
  .string({ message: collections.COLLECTION_HEROSHOT_TYPE_MESSAGE })
  .transform((ext) => ext.replace(/^\./, '').toLowerCase())
  .pipe(z.enum(collections.COLLECTION_HEROSHOT_EXTENSIONS, { message: collections.COLLECTION_HEROSHOT_TYPE_MESSAGE }));

/** Step 1 of the intro video upload: where to PUT the file (an hour; the size is capped at 100 MB). */
export async function heroshotUploadUrl(deps: Deps, ownerId: string, collectionId: unknown, ext: unknown) {
  const collection = await ownCollection(deps, ownerId, collectionId);
  const extension = parseCollectionInput(Extension, ext);
  const filePath = `${folderOf(ownerId, collection.id)}/heroshot-${randomUUID()}.${extension}`;
  const contentType = HEROSHOT_MIME[extension]!;
  const uploadUrl = await deps.storage.signedUploadUrl(filePath, contentType, collections.COLLECTION_HEROSHOT_MAX_BYTES, 3600);
  return { uploadUrl, filePath, contentType };
}

const VIDEO_TYPES = new Set(Object.values(HEROSHOT_MIME));

/** Step 3: the uploaded file becomes the intro video once it is this collection's, fits and is a video by its bytes. */
export async function confirmHeroshot(deps: Deps, ownerId: string, collectionId: unknown, input: unknown) {
  const collection = await ownCollection(deps, ownerId, collectionId);
  const { filePath } = parseCollectionInput(
    z.object({ filePath: z.string({ message: 'filePath is required' }).max(300) }),
    input,
  );
  const prefix = `${folderOf(ownerId, collection.id)}/heroshot-`;
  if (!filePath.startsWith(prefix) || filePath.includes('..'))
    throw new AppError('BAD_INPUT', 'This upload does not belong to the collection.');
  const stored = await deps.storage.stat(filePath);
  if (!stored) throw new AppError('BAD_INPUT', 'The video was not uploaded. Please try again.');
  if (stored.size > collections.COLLECTION_HEROSHOT_MAX_BYTES) {
    await deleteQuietly(deps.storage, [filePath]);
    throw new AppError('BAD_INPUT', collections.COLLECTION_HEROSHOT_SIZE_MESSAGE);
  }
  const type = await fileTypeFromBuffer(await headOf(deps, filePath));
  if (!type || !VIDEO_TYPES.has(type.mime === 'video/x-m4v' ? 'video/mp4' : type.mime)) {
    await deleteQuietly(deps.storage, [filePath]);
    throw new AppError('BAD_INPUT', collections.COLLECTION_HEROSHOT_TYPE_MESSAGE);
  }
  const { collection: updated, replacedKey } = await deps.bus.request(collections.setCollectionMedia, {
    ownerId,
    collectionId: collection.id,
    media: 'heroshot',
    key: filePath,
  });
  if (replacedKey !== filePath) await deleteQuietly(deps.storage, [replacedKey]);
  return toCollectionView(updated, deps.storage);
}

async function headOf(deps: Deps, key: string): Promise<Buffer> {
  const { body } = await deps.storage.get(key);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as Readable) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= SNIFF) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, SNIFF);
}
