import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ResendWebhookDeliveryMutation, WebhookDeliveriesQuery } from '../graphql/webhookOperations';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const time = (iso: string) => timeFormat.format(new Date(iso));

const STATUS_LABEL: Record<string, string> = { delivered: 'Delivered', pending: 'Retrying', failed: 'Failed' };

/** An endpoint's last 50 deliveries: event, status, response and time (lazy-loaded). */
export function WebhookDeliveriesDialog({ endpoint, onClose }: { endpoint: { id: string; url: string }; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId: endpoint.id },
    fetchPolicy: 'cache-and-network',
  });
  const deliveries = data?.webhookDeliveries;
  const [resend] = useMutation(ResendWebhookDeliveryMutation);
  const [resending, setResending] = useState<string | null>(null);

  // Resend: the same event (id and body) queued again; the log shows it as a new line.
  const resendOne = async (deliveryId: string) => {
    setResending(deliveryId);
    try {
      const { data: sent } = await resend({ variables: { endpointId: endpoint.id, deliveryId } });
      if (!sent?.resendWebhookDelivery.ok) throw new Error(sent?.resendWebhookDelivery.error?.message || 'Not resent.');
      toast.success('Queued again.');
      await refetch();
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setResending(null);
    }
  };

  return (
    <ActionModal title="Delivery log" subtitle={endpoint.url} onClose={onClose} size="medium" testId="webhook-deliveries-dialog">
      <div className="action-modal__actions webhook-log__toolbar">
        <button type="button" className="button button--secondary" onClick={() => void refetch()} disabled={loading}>
          Refresh
        </button>
      </div>
      {!data && loading ? (
        <PanelSkeleton label="Loading deliveries" cards={2} />
      ) : !data || deliveries === null ? (
        <ErrorState
          title="Failed to load"
          message="The delivery log could not be loaded."
          detail={error?.message}
          onRetry={() => void refetch()}
        />
      ) : !deliveries || deliveries.length === 0 ? (
        <EmptyState
          testId="webhook-deliveries-empty"
          title="No deliveries yet"
          description="Send a test event to see one here."
        />
      ) : (
        <ul className="webhook-log" data-testid="webhook-deliveries">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="webhook-log__row" data-testid="webhook-delivery">
              <code>{delivery.type}</code>
              <span className={`badge webhook-log__status webhook-log__status--${delivery.status}`}>
                {STATUS_LABEL[delivery.status] ?? delivery.status}
              </span>
              <span className="webhook-log__detail">
                {delivery.responseStatus !== null && delivery.responseStatus !== undefined
                  ? `HTTP ${delivery.responseStatus}`
                  : (delivery.error ?? 'Queued')}
                {delivery.attempts > 1 && ` · ${delivery.attempts} attempts`}
              </span>
              <time className="webhook-log__time" dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
                {time(delivery.lastAttemptAt ?? delivery.createdAt)}
              </time>
              <button
                type="button"
                className="button button--ghost webhook-log__resend"
                disabled={resending === delivery.id}
                onClick={() => void resendOne(delivery.id)}
                data-testid="webhook-resend"
              >
                Resend
              </button>
            </li>
          ))}
        </ul>
      )}
    </ActionModal>
  );
}
