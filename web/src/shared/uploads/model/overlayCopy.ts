import type { OverlayStage } from './overlayStage';

export type OverlayMode = 'compression' | 'chunked';

/** Titles and stage descriptions (the spec names the stages; the wording is ours). */
export const OVERLAY_COPY: Record<
  OverlayMode,
  { title: string; completeTitle: string; stages: Record<OverlayStage['name'], string> }
> = {
  compression: {
    title: 'Compressing Video',
    completeTitle: 'Compression Complete',
    stages: {
      Initializing: 'Reading your video and preparing the encoder.',
      Processing: 'Re-encoding the frames to a smaller file.',
      Finalizing: 'Writing the compressed video.',
    },
  },
  chunked: {
    title: 'Uploading Large File',
    completeTitle: 'Upload Complete',
    stages: {
      Initializing: 'Preparing a resumable upload.',
      Processing: 'Sending your file in chunks; an interrupted chunk resumes where it stopped.',
      Finalizing: 'Storing the last chunks and checking the file.',
    },
  },
};
