import type { EndNotice } from '../model/sessionEndNotice';
import { ConversationNotice } from './ConversationNotice';
import { TopUpLink } from './TopUpLink';

interface EndedNoticeProps {
  notice: EndNotice;
  embedded: boolean;
  onStartAgain: () => void;
}

/** The session ended (left, idle, out of credits, the owner's budget used): why, and Start again when it can help. */
export function EndedNotice({ notice, embedded, onStartAgain }: EndedNoticeProps) {
  return (
    <ConversationNotice title={notice.title} text={notice.text} testId="conversation-ended">
      {notice.topUp && <TopUpLink embedded={embedded} />}
      {notice.startAgain && (
        <button type="button" className="button button--secondary" onClick={onStartAgain} data-testid="conversation-start-again">
          Start again
        </button>
      )}
    </ConversationNotice>
  );
}
