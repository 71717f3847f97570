/**
 * The plan card's icon (spec 000 section 3) as the credits service names it. Drawn as SVG, not
 * emoji: a machine without an emoji font (many Linux desktops, headless browsers) shows a box.
 */
const PATHS: Record<string, string> = {
  sparkles:
    'M12 2l1.8 5.2L19 9l-5.2 1.8L12 16l-1.8-5.2L5 9l5.2-1.8L12 2zM19 14l.9 2.1L22 17l-2.1.9L19 20l-.9-2.1L16 17l2.1-.9L19 14zM5 15l.7 1.6L7.3 17.3l-1.6.7L5 19.6l-.7-1.6-1.6-.7 1.6-.7L5 15z',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5z',
  rocket:
    'M12 2c3.5 1.6 5.5 5 5.5 9.2l2.5 3.3-1 4.5-3.4-2H8.4L5 19l-1-4.5 2.5-3.3C6.5 7 8.5 3.6 12 2zm0 6.2a2 2 0 100 4 2 2 0 000-4zM10 19h4l-.8 3h-2.4L10 19z',
  building:
    'M4 21V4.5L13 2v19h-2v-3H7v3H4zm3-15v2h2V6H7zm0 4v2h2v-2H7zm0 4v2h2v-2H7zm8 7V8l5 1.5V21h-5zm1.5-9v2h2v-2h-2zm0 4v2h2v-2h-2z',
};

export function PlanIcon({ icon, className }: { icon: string; className: string }) {
  const path = PATHS[icon];
  if (!path) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      data-testid="plan-icon"
      data-icon={icon}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
