export type MediaKind = 'audio' | 'image' | 'video';

/** Spec 000 section 3 "Selected-file preview": the file, its object URL and its type. */
export interface SelectedMedia {
  file: File;
  url: string;
  type: MediaKind;
}

/** The three cards in on-screen order: voice (audio), image, video. */
export const MEDIA_KINDS: readonly { kind: MediaKind; title: string; hint: string; accept: string }[] = [
  {
    kind: 'audio',
    title: 'Voice',
    hint: 'Up to 2 minutes of clear speech',
    accept: 'audio/mpeg,audio/wav,audio/mp4,audio/ogg,audio/webm,.mp3,.wav,.m4a,.ogg,.opus,.webm',
  },
  {
    kind: 'image',
    title: 'Image',
    hint: 'A reference photo, up to 5MB',
    accept: 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp',
  },
  {
    kind: 'video',
    title: 'Video',
    hint: 'A movement video under 30 seconds',
    accept: 'video/mp4,video/quicktime,video/x-msvideo,video/webm,.mp4,.mov,.avi,.webm',
  },
];
