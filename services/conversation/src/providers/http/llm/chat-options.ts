/** What every cloud chat adapter is made with (registry.ts fills it from the service config). */
export interface HttpChatOptions {
  apiKey: string;
  /** Overrides the provider's public endpoint (an OpenAI-compatible server, a proxy). */
  baseUrl?: string;
  model?: string;
  allowLoopback: boolean;
}

/** Replies are short spoken answers; a turn that runs longer than this is given up. */
export const CHAT_TIMEOUT_MS = 120_000;
