import type { ReactNode } from 'react';

interface ConversationNoticeProps {
  title: string;
  text?: string;
  children?: ReactNode;
  testId?: string;
}

/** A state the conversation cannot go on from by itself: what happened and what the visitor can do. */
export function ConversationNotice({ title, text, children, testId }: ConversationNoticeProps) {
  return (
    <section className="conversation-notice" role="alert" data-testid={testId ?? 'conversation-notice'}>
      <h2 className="conversation-notice__title">{title}</h2>
      {text && <p className="conversation-notice__text">{text}</p>}
      {children && <div className="conversation-notice__actions">{children}</div>}
    </section>
  );
}
