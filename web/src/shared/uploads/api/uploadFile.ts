import { planChunks } from '../model/planChunks';
import { uploadChunked } from './uploadChunked';
import { uploadMultipart } from './uploadMultipart';
import { UPLOAD_PROGRESS } from '../model/uploadProgress';
import type { UploadedFile, UploadOptions } from '../model/uploadTypes';

/** Uploads one file the way its size asks for (spec 000 section 5), reporting 5% → 95% → 100%. */
export async function uploadFile(file: File, options: UploadOptions): Promise<UploadedFile> {
  options.onProgress?.(UPLOAD_PROGRESS.start);
  const uploaded = planChunks(file.size).chunked ? await uploadChunked(file, options) : await uploadMultipart(file, options);
  options.onProgress?.(UPLOAD_PROGRESS.complete);
  return uploaded;
}
