import type { ReactNode } from 'react';

interface AnalyticsTileProps {
  id: string;
  label: string;
  value: ReactNode;
  hint: string;
  onClick: () => void;
}

/** One tile of the Analytics modal: its figure at a glance; a click opens its dialog. */
export function AnalyticsTile({ id, label, value, hint, onClick }: AnalyticsTileProps) {
  return (
    <button type="button" className="analytics-tile" onClick={onClick} data-testid={`analytics-tile-${id}`}>
      <span className="analytics-tile__label">{label}</span>
      <span className="analytics-tile__value">{value}</span>
      <span className="analytics-tile__hint">{hint}</span>
    </button>
  );
}
