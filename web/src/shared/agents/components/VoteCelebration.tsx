import './VoteCelebration.css';

/** Spec 002 2.10: after a vote, a star on my agents and a heart elsewhere, for 2 s. */
export function VoteCelebration({ kind }: { kind: 'star' | 'heart' }) {
  return (
    <div
      className={`vote-celebration vote-celebration--${kind}`}
      data-testid="vote-celebration"
      data-kind={kind}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="72" height="72">
        {kind === 'star' ? (
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" fill="currentColor" />
        ) : (
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
            fill="currentColor"
          />
        )}
      </svg>
    </div>
  );
}
