/** A comparison cell: text as is, booleans as a check or a dash. */
export function PlanValue({ value }: { value: string | boolean }) {
  if (value === true) {
    return (
      <span className="plan-value plan-value--yes" aria-label="Included">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M5 10.5l3.2 3.2L15 6.8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="plan-value plan-value--no" aria-label="Not included">
        —
      </span>
    );
  }
  return <span className="plan-value">{value}</span>;
}
