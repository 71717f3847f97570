/** The heart and the count inside an agent's vote (the button, or the owner's plain count). */
export function VoteHeart({ votes }: { votes: number }) {
  return (
    <>
      <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill="currentColor"
        />
      </svg>
      <span className="agent-vote__count">{votes}</span>
    </>
  );
}
