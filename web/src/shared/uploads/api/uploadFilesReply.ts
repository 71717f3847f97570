import { z } from 'zod';
import { optionalField } from '../../api/optionalField';
import { UploadFailureReply } from './uploadFailureReply';

const text = optionalField(z.string().min(1));

/** POST /api/upload-files (spec 000 section 3): `uploads[]` with each file's URL and storage key. */
export const UploadFilesReply = UploadFailureReply.extend({
  success: optionalField(z.boolean()),
  uploads: optionalField(z.array(z.object({ publicUrl: text, storagePath: text }).nullable().catch(null))),
});
