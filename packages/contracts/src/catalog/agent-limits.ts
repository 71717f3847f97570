// Limits on what people type, shared by the browser, the gateway and the services. No imports:
// the web app loads this file on its own (`@avatarium/contracts/agent-limits`).

/** The longest prompt an agent can be created from. */
export const PROMPT_MAX_LENGTH = 4000;

/** Spec 000 section 5: the prompt sent when the user gave media but no prompt. */
export const DEFAULT_PROMPT = 'Create an AI agent';
