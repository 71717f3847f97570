import './CommunityBanner.css';

/** The banner under the prompt; a click opens the community (drawn in SVG, no image to load). */
export function CommunityBanner({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className="community-banner" onClick={onOpen} data-testid="create-banner">
      <svg className="community-banner__art" viewBox="0 0 360 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <defs>
          <linearGradient id="banner-glow" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="0.55" stopColor="#6366f1" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        {[
          [70, 64, 30],
          [150, 52, 38],
          [240, 66, 28],
          [310, 50, 34],
        ].map(([cx = 0, cy = 0, r = 0], index) => (
          <g key={index} opacity={0.35 + index * 0.12}>
            <circle cx={cx} cy={cy} r={r} fill="url(#banner-glow)" />
            <circle cx={cx} cy={cy - r * 0.22} r={r * 0.34} fill="#0a0c13" opacity="0.55" />
            <path
              d={`M${cx - r * 0.62} ${cy + r * 0.7} a${r * 0.62} ${r * 0.5} 0 0 1 ${r * 1.24} 0`}
              fill="#0a0c13"
              opacity="0.55"
            />
          </g>
        ))}
      </svg>
      <span className="community-banner__text">
        <span className="community-banner__title">Explore the Community</span>
        <span className="community-banner__subtitle">See the agents creators are sharing, then make your own.</span>
      </span>
      <span className="community-banner__cta" aria-hidden="true">
        Browse
        <svg viewBox="0 0 20 20" width="15" height="15">
          <path d="M4 10h11M11 5.5l4.5 4.5-4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
        </svg>
      </span>
    </button>
  );
}
