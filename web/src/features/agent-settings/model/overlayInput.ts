import type { UiOverlayInput } from '../../../gql/graphql';
import type { AgentSettings } from '../hooks/useAgentSettings';

/** The overlay as the server holds it, as the input a save sends back whole. */
export function overlayInputOf(agent: AgentSettings): UiOverlayInput {
  return {
    qr_code: agent.uiOverlay.qr_code.map(({ original_url, enabled, title }) => ({ original_url, enabled, title })),
    foreground: { enabled: agent.uiOverlay.foreground.enabled, url: agent.uiOverlay.foreground.url },
  };
}
