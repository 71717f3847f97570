/**
 * Rounds up to one decimal and drops a trailing ".0", so a value over a limit never reads as
 * the limit; the same rule as the server's texts (packages/contracts/src/media/upload-rules.ts).
 */
function amount(value: number): string {
  return String(Math.ceil(Number((value * 10).toFixed(6))) / 10);
}

/** The spec 000 section 5 texts, with the measured value filled in. */
export const VALIDATION_MESSAGES = {
  title: 'File Validation Failed',
  imageTooLarge: (bytes: number) =>
    `Image file too large. Maximum size is 5MB, but your file is ${amount(bytes / (1024 * 1024))}MB.`,
  videoTooLong: (seconds: number) =>
    `Video too long. Maximum duration is 30 seconds, but your video is ${amount(seconds)} seconds.`,
  audioTooLong: (seconds: number) =>
    `Audio too long. Maximum duration is 2 minutes, but your audio is ${amount(seconds / 60)} minutes.`,
  invalidVideo: 'Invalid video file or unable to read video metadata.',
  invalidAudio: 'Invalid audio file or unable to read audio metadata.',
  wrongType: (extensions: readonly string[]) => `Only ${extensions.join(', ')} files are allowed`,
} as const;
