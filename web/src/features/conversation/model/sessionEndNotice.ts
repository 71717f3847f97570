import type { SessionEndReason } from './conversationEvent';

/** The service's words for running out of credits (and ours when the visitor is the one who pays). */
export const OUT_OF_CREDITS = 'You are out of credits: top up to keep talking.';
const OWNER_OUT_OF_CREDITS = "This agent's owner is out of credits, so it cannot talk right now.";

export interface EndNotice {
  title: string;
  text: string;
  /** Show the link to the plans page (only to whoever pays for the conversation). */
  topUp: boolean;
  /** Offer Start again (not when a new conversation would be refused the same way). */
  startAgain: boolean;
}

/** The title of the agent being unavailable because its owner's monthly budget for visitors is used. */
export const BUDGET_USED_TITLE = 'This agent is unavailable';

/**
 * What the visitor reads when the session ended. Credits: the payer (the owner on an anonymous
 * link, the signed-in viewer on a login-required one) is told to top up; an anonymous visitor
 * cannot top up someone else's credits, so is only told why the agent stopped. Budget: the
 * owner's monthly budget for visitors is used; the agent is unavailable until next month.
 */
export function endNoticeOf(reason: SessionEndReason, message: string, visitorPays: boolean): EndNotice {
  if (reason === 'credits') {
    return visitorPays
      ? { title: 'Out of credits', text: OUT_OF_CREDITS, topUp: true, startAgain: true }
      : { title: 'Out of credits', text: OWNER_OUT_OF_CREDITS, topUp: false, startAgain: true };
  }
  if (reason === 'budget') return { title: BUDGET_USED_TITLE, text: message, topUp: false, startAgain: false };
  return { title: 'Conversation ended', text: message, topUp: false, startAgain: true };
}
