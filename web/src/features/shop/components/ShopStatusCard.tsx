/** Spec 003 2.3, the Status card: Active or Inactive, and the endpoint. */
export function ShopStatusCard({ enabled, endpoint }: { enabled: boolean; endpoint: string | null }) {
  return (
    <section className="card shop-card" aria-labelledby="shop-status-title" data-testid="shop-status">
      <div className="shop-card__head">
        <h3 id="shop-status-title">Status</h3>
        <span className={`shop-badge ${enabled ? 'shop-badge--on' : ''}`} data-testid="shop-status-label">
          {enabled ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className="settings-muted shop-endpoint">
        Endpoint: <code data-testid="shop-endpoint">{endpoint ?? 'none yet'}</code>
      </p>
    </section>
  );
}
