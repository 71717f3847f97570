import type { ReactNode } from 'react';
import './ViewerMessage.css';

interface ViewerMessageProps {
  title: string;
  text?: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
}

/** A centred message on the viewer's dark screen (loading, sign in, not available). */
export function ViewerMessage({ title, text, children, role = 'status' }: ViewerMessageProps) {
  return (
    <section className="viewer-message" role={role}>
      <h1 className="viewer-message__title">{title}</h1>
      {text && <p className="viewer-message__text">{text}</p>}
      {children}
    </section>
  );
}
