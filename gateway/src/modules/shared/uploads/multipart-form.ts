import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { IncomingFile } from './incoming-file.js';
import { badUpload, UploadFailure } from './upload-failure.js';

export interface MultipartLimits {
  /** Bytes per file; a larger file fails with `tooLargeMessage` (413). */
  fileBytes: number;
  tooLargeMessage: string;
  files: number;
  fields: number;
}

export interface FormFilePart {
  field: string;
  fileName: string;
  file: IncomingFile;
  /** The text fields that came before this file in the form. */
  fieldsBefore: Readonly<Record<string, string>>;
}

export interface MultipartResult<T> {
  fields: Record<string, string>;
  /** One per file part, in form order, settled: stored files of a failed form still need cleaning up. */
  files: PromiseSettledResult<T>[];
  /** A problem with the form itself (cut off, malformed, too many parts), or null. */
  formError: UploadFailure | null;
}

/**
 * Streams a multipart form: text fields are collected, each file part goes to `onFile` as it
 * arrives (which must stream it somewhere, never buffer it). Settles when the whole request
 * has been read and every `onFile` has finished.
 */
export async function readMultipart<T>(
  req: IncomingMessage,
  limits: MultipartLimits,
  onFile: (part: FormFilePart) => Promise<T>,
): Promise<MultipartResult<T>> {
  let parser: busboy.Busboy;
  try {
    // One byte over the limit tells "exactly at the limit" from "too large".
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as UTF-8; busboy would read them as latin1 (garbling 'é' and '名').
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.fileBytes + 1,
        files: limits.files,
        fields: limits.fields,
        fieldSize: 4096,
        parts: limits.files + limits.fields,
      },
    });
  } catch {
    return { fields: {}, files: [], formError: badUpload('Expected a multipart/form-data request.') };
  }
  const fields: Record<string, string> = {};
  const tasks: Array<Promise<T>> = [];
  let formError: UploadFailure | null = null;

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) formError ??= badUpload(`The field ${name} is too long.`);
    else fields[name] = value;
  });
  parser.on('file', (field, stream, info) => {
    const tooLarge = () => (stream.truncated ? new UploadFailure('PAYLOAD_TOO_LARGE', limits.tooLargeMessage) : null);
    const file = new IncomingFile(stream, tooLarge);
    const task = Promise.resolve()
      .then(() => onFile({ field, fileName: info.filename ?? '', file, fieldsBefore: { ...fields } }))
      .catch(async (error: unknown) => {
        await file.discard();
        throw error;
      });
    task.catch(() => undefined); // settled below; never an unhandled rejection meanwhile
    tasks.push(task);
  });
  for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) {
    parser.on(event, () => (formError ??= badUpload(`Too many parts in one upload (at most ${limits.files} files).`)));
  }

  try {
    await pipeline(req, parser);
  } catch {
    formError ??= badUpload('The upload was cut off or is not a valid multipart form.');
  }
  return { fields, files: await Promise.allSettled(tasks), formError };
}
