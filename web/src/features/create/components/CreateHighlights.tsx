const HIGHLIGHTS = [
  {
    title: 'Look',
    text: 'Start from a prompt, a reference photo or a short movement video (under 30 seconds).',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5',
  },
  {
    title: 'Voice',
    text: 'Pick a built-in voice or clone your own from up to 2 minutes of clear audio.',
    icon: 'M12 4v16M8 8v8M4 10.5v3M16 7v10M20 10v4',
  },
  {
    title: 'Personality',
    text: 'A persona, knowledge and skills make it yours; then share, embed or self-host it.',
    icon: 'M12 3l2.4 5.2L20 9l-4.2 3.9 1.1 5.6L12 15.8l-4.9 2.7 1.1-5.6L4 9l5.6-.8z',
  },
];

/** Three short cards under the prompt: what an agent is made of. */
export function CreateHighlights() {
  return (
    <ul className="create__highlights">
      {HIGHLIGHTS.map((item) => (
        <li key={item.title} className="highlight-card">
          <svg className="highlight-card__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d={item.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h2 className="highlight-card__title">{item.title}</h2>
          <p className="highlight-card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
