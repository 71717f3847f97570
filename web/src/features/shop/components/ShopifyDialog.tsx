import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { shop } from '@avatarium/contracts';
import type { ShopifyMcpInput } from '../../../gql/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ActionModal } from '../../../shared/components/ActionModal';
import { useShopifySettings } from '../hooks/useShopifySettings';
import { SHOP_TEXT, SHOP_TOAST_MS, UPDATE_FAILED_TEXT, type ImmediateField } from '../model/shopToasts';
import { ShopConfigCard } from './ShopConfigCard';
import { ShopFunctionsCard } from './ShopFunctionsCard';
import { ShopStatusCard } from './ShopStatusCard';
import '../../../shared/components/settings.css';
import './shop.css';

/**
 * Spec 003 2.3, Shopify Integration: Disabled to Enabled only after the store validates (its
 * functions then all selected); Enabled to Disabled without validation; the other settings
 * saved at once and put back on failure; an enabled store without functions re-validated on load.
 */
export function ShopifyDialog({ agentId, onClose }: { agentId: string; onClose: () => void }) {
  const store = useShopifySettings(agentId);
  const settings = store.settings;
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const url = typed ?? settings?.url ?? '';
  const endpoint = settings?.enabled ? (settings.endpoint ?? null) : (shop.shopEndpointOf(url) ?? null);

  useEffect(() => {
    if (store.failed)
      toast.error(SHOP_TEXT.loadFailed, { description: SHOP_TEXT.loadFailedText, duration: SHOP_TOAST_MS.failure });
  }, [store.failed]);

  // Spec 003 4: enabled with a URL but no stored functions: validate again to obtain them.
  const revalidated = useRef(false);
  const { validate, save } = store;
  useEffect(() => {
    if (!settings || revalidated.current) return;
    revalidated.current = true;
    if (!settings.enabled || !settings.url || settings.available_functions.length > 0) return;
    void validate(settings.url).then(async (outcome) => {
      if (outcome.kind === 'invalid') setFailure(outcome.inline);
      if (outcome.kind !== 'valid') return;
      await save({ available_functions: outcome.functions, selected_functions: outcome.functions }, false);
    });
  }, [settings, validate, save]);

  const enable = async () => {
    const address = url.trim();
    if (address === '') {
      toast.error(SHOP_TEXT.validationFailed, { description: SHOP_TEXT.urlRequired, duration: SHOP_TOAST_MS.validation });
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await validate(address);
    if (outcome.kind !== 'valid') {
      setBusy(false);
      if (outcome.kind === 'invalid') setFailure(outcome.inline);
      const title = outcome.kind === 'invalid' ? SHOP_TEXT.validationFailed : SHOP_TEXT.validationError;
      toast.error(title, { description: outcome.toast, duration: SHOP_TOAST_MS.validation });
      return;
    }
    const all = outcome.functions;
    const reason = await save({ url: address, enabled: true, available_functions: all, selected_functions: all }, false);
    setBusy(false);
    if (reason !== null) {
      setFailure(reason || SHOP_TEXT.invalidUrl);
      toast.error(SHOP_TEXT.validationFailed, {
        description: reason || SHOP_TEXT.unableToConnect,
        duration: SHOP_TOAST_MS.validation,
      });
      return;
    }
    setTyped(null);
    toast.success('Shopify Enabled', { description: `${all.length} functions available to the agent.` });
  };

  const disable = async () => {
    setBusy(true);
    const reason = await save({ enabled: false }, false);
    setBusy(false);
    if (reason !== null) {
      toast.error(SHOP_TEXT.disableFailed, { description: SHOP_TEXT.disableFailedText, duration: SHOP_TOAST_MS.failure });
      return;
    }
    toast.success('Shopify Disabled');
  };

  const update = async (field: ImmediateField, change: ShopifyMcpInput) => {
    const reason = await save(change);
    if (reason !== null) {
      toast.error(SHOP_TEXT.updateFailed, { description: UPDATE_FAILED_TEXT[field], duration: SHOP_TOAST_MS.failure });
    }
  };

  return (
    <ActionModal
      title="Shopify Integration"
      subtitle={`Agent ID: ${agentId}`}
      onClose={onClose}
      size="large"
      testId="shopify-dialog"
    >
      {store.loading && <PanelSkeleton label="Loading Shopify settings" />}
      {store.failed && <ErrorState title={SHOP_TEXT.loadFailed} message={SHOP_TEXT.loadFailedText} onRetry={store.retry} />}
      {settings && (
        <div className="shop">
          <ShopConfigCard
            settings={settings}
            url={url}
            onUrl={(next) => {
              setTyped(next);
              setFailure(null);
            }}
            busy={busy}
            onEnable={() => void enable()}
            onDisable={() => void disable()}
            onUpdate={(field, change) => void update(field, change)}
          />
          {failure && (
            <div className="shop-failed" role="alert" data-testid="shop-validation-failed">
              <strong>Validation Failed</strong>
              <p>{failure}</p>
            </div>
          )}
          {!settings.enabled && !failure && url.trim() !== '' && (
            <p className="shop-ready" data-testid="shop-ready">
              <strong>Ready to Connect</strong>: press Enable to validate <code>{endpoint ?? url}</code> and load the store&apos;s
              functions.
            </p>
          )}
          <ShopStatusCard enabled={settings.enabled} endpoint={endpoint} />
          {settings.available_functions.length > 0 && (
            <ShopFunctionsCard
              available={settings.available_functions}
              selected={settings.selected_functions}
              onChange={(selected) => void update('selected_functions', { selected_functions: selected })}
            />
          )}
        </div>
      )}
    </ActionModal>
  );
}
