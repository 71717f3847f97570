/** Spec 002 2.5: the tooltip of a my-agents card (shown after 800 ms). */
export const MY_AGENT_TOOLTIP = 'Click to share, edit, and launch';
