import type { Storage } from '@avatarium/platform';
import type { GpuFile } from './gpu-host-client.js';

/**
 * A stored file as the GPU host receives it: a signed URL it can fetch (6 h, the protocol's
 * minimum), else the bytes inline when storage hands out relative URLs and no public base is set.
 */
export async function storedGpuFile(
  storage: Storage,
  publicBaseUrl: string | undefined,
  file: { name: string; key: string; contentType: string },
  read: (key: string) => Promise<Buffer>,
): Promise<GpuFile> {
  const { name, key, contentType } = file;
  const url = await storage.signedUrl(key, 6 * 3600);
  if (/^https?:\/\//.test(url)) return { name, content_type: contentType, url };
  if (publicBaseUrl) return { name, content_type: contentType, url: new URL(url, publicBaseUrl).toString() };
  return { name, content_type: contentType, data: (await read(key)).toString('base64') };
}
