import './Logo.css';

/** The Avatarium mark (a bust speaking) and word mark, drawn inline. */
export function Logo() {
  return (
    <a className="logo" href="/#create" aria-label="Avatarium home">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <circle cx="14" cy="12.5" r="4.5" fill="#fff" />
        <path d="M6 26c0-4.6 3.6-7.5 8-7.5s8 2.9 8 7.5z" fill="#fff" />
        <path
          d="M22.5 9.5a6 6 0 0 1 0 7M25.5 7a10 10 0 0 1 0 12"
          stroke="#fff"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
          opacity="0.9"
        />
      </svg>
      <span className="logo__word">Avatarium</span>
    </a>
  );
}
