import type { Logger, Storage } from '@avatarium/platform';
import type { UploadSessionRepository } from './upload-session.repository.js';

/** What the chunked-upload use cases work with: the files, the sessions, and a logger for what is not fatal. */
export interface UploadDeps {
  storage: Storage;
  sessions: UploadSessionRepository;
  logger?: Logger;
}
