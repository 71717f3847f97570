import path from 'node:path';
import { z } from 'zod';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export const storageEnvSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  STORAGE_SIGNING_SECRET: z.string().min(16, 'STORAGE_SIGNING_SECRET must be at least 16 characters'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});
export type StorageEnv = z.infer<typeof storageEnvSchema>;

/** S3 when a bucket is configured, otherwise files under DATA_DIR/storage. */
export function createStorage(env: StorageEnv): Storage {
  if (env.S3_BUCKET) {
    if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
    }
    return new S3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: Boolean(env.S3_ENDPOINT),
    });
  }
  return new LocalStorage(path.resolve(env.DATA_DIR, 'storage'), env.STORAGE_SIGNING_SECRET);
}
