/**
 * Announced on window after a modal dialog opens: modal dialogs sit in the browser's top
 * layer, above any z-index, so the toast layer re-enters the top layer to stay visible.
 */
export const TOP_LAYER_CHANGED_EVENT = 'avatarium:toplayerchange';
