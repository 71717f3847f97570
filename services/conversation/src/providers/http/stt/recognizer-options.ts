/** What every cloud speech-recognition adapter is made with. */
export interface HttpRecognizerOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  allowLoopback: boolean;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
};

/** Providers that take a file guess its format from the name as well. */
export function fileNameFor(contentType: string): string {
  return `recording.${EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'webm'}`;
}
