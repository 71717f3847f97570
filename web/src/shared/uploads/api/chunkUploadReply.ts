import { z } from 'zod';
import { optionalField } from '../../api/optionalField';
import { UploadFailureReply } from './uploadFailureReply';

const text = optionalField(z.string().min(1));

/** POST /api/storage/upload-with-chunks: `completed` with the file's URL once the last chunk is stored. */
export const ChunkUploadReply = UploadFailureReply.extend({
  completed: optionalField(z.boolean()),
  url: text,
  publicUrl: text,
  storagePath: text,
});
