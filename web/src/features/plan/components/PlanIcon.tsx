/** The plan card's icon (spec 000 section 3) as the credits service names it. */
const GLYPHS: Record<string, string> = { sparkles: '✨', star: '⭐', rocket: '🚀', building: '🏢' };

export function PlanIcon({ icon, className }: { icon: string; className: string }) {
  const glyph = GLYPHS[icon];
  if (!glyph) return null;
  return (
    <span className={className} aria-hidden="true" data-testid="plan-icon" data-icon={icon}>
      {glyph}
    </span>
  );
}
