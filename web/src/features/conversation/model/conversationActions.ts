/** What the owner's custom actions ask of the viewer (spec 001 section 3), as the viewer reads them. */
export interface ConversationActions {
  greetings: { enabled: boolean; allow_interruption: boolean };
  auto_refresh: { enabled: boolean; idle_timeout: number };
  keyword_triggers: { enabled: boolean; triggers: ReadonlyArray<{ keywords: readonly string[]; url: string }> };
  session_timeout: { enabled: boolean; timeout_seconds: number; timeout_message: string; redirect_url?: string | null };
}

/** Spec 001 section 9: the redirect after the timeout message waits this long. */
export const REDIRECT_DELAY_MS = 2000;
