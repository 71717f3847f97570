/** Where an uploaded file ended up: the URL to show and the storage key the gateway maps it to. */
export interface UploadedFile {
  url: string;
  storagePath: string | null;
}

export interface UploadOptions {
  agentId: string;
  signal?: AbortSignal;
  /** Percent for this file: 5 at the start, up to 95 while sending, 100 once stored. */
  onProgress?: (percent: number) => void;
}
