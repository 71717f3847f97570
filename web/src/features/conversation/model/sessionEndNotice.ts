import type { SessionEndReason } from './conversationEvent';

/** The service's words for running out of credits (and ours when the visitor is the one who pays). */
export const OUT_OF_CREDITS = 'You are out of credits: top up to keep talking.';
const OWNER_OUT_OF_CREDITS = "This agent's owner is out of credits, so it cannot talk right now.";

export interface EndNotice {
  title: string;
  text: string;
  /** Show the link to the plans page (only to whoever pays for the conversation). */
  topUp: boolean;
}

/**
 * What the visitor reads when the session ended. Credits: the payer (the owner on an anonymous
 * link, the signed-in viewer on a login-required one) is told to top up; an anonymous visitor
 * cannot top up someone else's credits, so is only told why the agent stopped.
 */
export function endNoticeOf(reason: SessionEndReason, message: string, visitorPays: boolean): EndNotice {
  if (reason === 'credits') {
    return visitorPays
      ? { title: 'Out of credits', text: OUT_OF_CREDITS, topUp: true }
      : { title: 'Out of credits', text: OWNER_OUT_OF_CREDITS, topUp: false };
  }
  return { title: 'Conversation ended', text: message, topUp: false };
}
