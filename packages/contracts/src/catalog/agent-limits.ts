// Limits on what people type, shared by the browser, the gateway and the services. No imports:
// the web app loads this file on its own (`@avatarium/contracts/agent-limits`).

/** The longest prompt an agent can be created from. */
export const PROMPT_MAX_LENGTH = 4000;
