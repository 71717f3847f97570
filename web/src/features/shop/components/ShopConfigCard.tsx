import { shop } from '@avatarium/contracts';
import type { ShopifyMcpInput } from '../../../gql/graphql';
import type { ShopSettings } from '../hooks/useShopifySettings';
import type { ImmediateField } from '../model/shopToasts';

interface ShopConfigCardProps {
  settings: ShopSettings;
  url: string;
  onUrl: (url: string) => void;
  busy: boolean;
  onEnable: () => void;
  onDisable: () => void;
  onUpdate: (field: ImmediateField, change: ShopifyMcpInput) => void;
}

/**
 * Spec 003 2.3, the Configuration card: the MCP URL (locked while enabled; /api/mcp is
 * appended), Language, Currency, Tool Use, Show QR Code, and Enable/Disable (only with a URL).
 */
export function ShopConfigCard({ settings, url, onUrl, busy, onEnable, onDisable, onUpdate }: ShopConfigCardProps) {
  return (
    <section className="card shop-card" aria-labelledby="shop-config-title" data-testid="shop-config">
      <h3 id="shop-config-title">Configuration</h3>
      <label className="settings-field">
        <span>MCP URL</span>
        <input
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="{host}"
          value={url}
          onChange={(event) => onUrl(event.target.value)}
          disabled={settings.enabled || busy}
          aria-describedby="shop-url-hint"
          data-testid="shop-url"
        />
        <small id="shop-url-hint" className="settings-muted">
          Your store&apos;s address, for example your-store.myshopify.com: /api/mcp is appended automatically.
        </small>
      </label>
      <div className="shop-grid">
        <label className="settings-field">
          <span>Language</span>
          <select
            value={settings.language}
            onChange={(event) => onUpdate('language', { language: event.target.value })}
            data-testid="shop-language"
          >
            {shop.SHOP_LANGUAGES.map((language) => (
              <option key={language.code} value={language.label}>
                {`${language.flag} ${language.label}`}
              </option>
            ))}
          </select>
        </label>
        <label className="settings-field">
          <span>Currency</span>
          <select
            value={settings.currency}
            onChange={(event) => onUpdate('currency', { currency: event.target.value })}
            data-testid="shop-currency"
          >
            {shop.SHOP_CURRENCIES.map((currency) => (
              <option key={currency.code} value={currency.name}>
                {`${currency.symbol} ${currency.label} (${currency.code})`}
              </option>
            ))}
          </select>
        </label>
        <label className="settings-field">
          <span>Tool Use</span>
          <select
            value={settings.tool_use}
            onChange={(event) => onUpdate('tool_use', { tool_use: event.target.value })}
            data-testid="shop-tool-use"
          >
            <option value="auto">Auto: the model decides</option>
            <option value="required">Required: called every turn</option>
          </select>
        </label>
        <label className="providers-switch shop-switch">
          <input
            type="checkbox"
            role="switch"
            checked={settings.show_qr_code}
            onChange={(event) => onUpdate('show_qr_code', { show_qr_code: event.target.checked })}
            data-testid="shop-qr"
          />
          <span>Show QR Code</span>
        </label>
      </div>
      {url.trim() !== '' && (
        <div className="settings-actions">
          <button
            type="button"
            className={settings.enabled ? 'button button--secondary' : 'button button--primary'}
            onClick={settings.enabled ? onDisable : onEnable}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="shop-toggle"
          >
            {busy ? (settings.enabled ? 'Disabling…' : 'Validating…') : settings.enabled ? 'Disable' : 'Enable'}
          </button>
        </div>
      )}
    </section>
  );
}
