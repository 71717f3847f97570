import type { AgentSettingsFieldsFragment } from '../../../gql/graphql';

type Overlay = AgentSettingsFieldsFragment['uiOverlay'];
type Actions = AgentSettingsFieldsFragment['customActions'];

/** A QR code or the frame is drawn over the viewer. */
export const hasOverlay = (overlay: Overlay) =>
  overlay.qr_code.some((entry) => entry.enabled && entry.original_url !== '') ||
  (overlay.foreground.enabled && overlay.foreground.url !== '');

/** At least one custom action is on. */
export const hasCustomActions = (actions: Actions) =>
  actions.greetings.enabled ||
  actions.auto_refresh.enabled ||
  actions.keyword_triggers.enabled ||
  actions.session_timeout.enabled;
