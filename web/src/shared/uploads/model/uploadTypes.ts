/** Where an uploaded file ended up: the URL to show and the storage key the gateway maps it to. */
export interface UploadedFile {
  url: string;
  storagePath: string | null;
}

export interface UploadOptions {
  agentId: string;
  /** What the file is for; `movement-video` has the server probe it as one (refused at upload time when unusable). */
  purpose?: 'movement-video';
  signal?: AbortSignal;
  /** Percent for this file: 5 at the start, up to 95 while sending, 100 once stored. */
  onProgress?: (percent: number) => void;
}
