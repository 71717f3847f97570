interface ShopFunctionsCardProps {
  available: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** Spec 003 2.3, the Functions card: the store's functions as checkboxes, All, None and the n/m count. */
export function ShopFunctionsCard({ available, selected, onChange }: ShopFunctionsCardProps) {
  const chosen = new Set(selected);
  const toggle = (name: string, on: boolean) => onChange(available.filter((entry) => (entry === name ? on : chosen.has(entry))));
  return (
    <section className="card shop-card" aria-labelledby="shop-functions-title" data-testid="shop-functions">
      <div className="shop-card__head">
        <h3 id="shop-functions-title">Functions</h3>
        <span className="settings-muted" data-testid="shop-functions-count">
          {`${selected.length}/${available.length}`}
        </span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange(available)}
          data-testid="shop-functions-all"
        >
          All
        </button>
        <button type="button" className="button button--ghost" onClick={() => onChange([])} data-testid="shop-functions-none">
          None
        </button>
      </div>
      <ul className="shop-functions">
        {available.map((name) => (
          <li key={name}>
            <label className="settings-check">
              <input type="checkbox" checked={chosen.has(name)} onChange={(event) => toggle(name, event.target.checked)} />
              <code>{name}</code>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
