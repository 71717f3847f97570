import './states.css';

/** A neutral loading placeholder: a heading bar and a few lines or cards. */
export function PanelSkeleton({ label = 'Loading', cards = 0 }: { label?: string; cards?: number }) {
  return (
    <div className="panel-skeleton" aria-busy="true" aria-label={label} role="status">
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--text" style={{ width: '70%' }} />
      <span className="skeleton skeleton--text" style={{ width: '45%' }} />
      {cards > 0 && (
        <div className="panel-skeleton__cards">
          {Array.from({ length: cards }, (_, index) => (
            <span key={index} className="skeleton skeleton--card" />
          ))}
        </div>
      )}
    </div>
  );
}
