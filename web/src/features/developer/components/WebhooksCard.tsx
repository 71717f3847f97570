import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SendTestWebhookMutation, UpdateWebhookEndpointMutation, WebhookEndpointsQuery } from '../graphql/webhookOperations';
import { WebhookRow, type WebhookAction, type WebhookEntry } from './WebhookRow';
import './apiKeys.css';
import './webhooks.css';

// The dialogs load when first opened: the workspace's first bundle does not carry them.
const CreateWebhookDialog = lazy(() =>
  import('./CreateWebhookDialog').then((module) => ({ default: module.CreateWebhookDialog })),
);
const WebhookActionDialog = lazy(() =>
  import('./WebhookActionDialog').then((module) => ({ default: module.WebhookActionDialog })),
);
const WebhookDeliveriesDialog = lazy(() =>
  import('./WebhookDeliveriesDialog').then((module) => ({ default: module.WebhookDeliveriesDialog })),
);

type Open = { kind: 'create' } | { kind: 'delete' | 'roll' | 'log'; entry: WebhookEntry } | null;

/** The Developer tab's webhooks (issue 29): endpoints, their secrets, test events and delivery logs. */
export function WebhooksCard() {
  const { data, loading, error, refetch } = useQuery(WebhookEndpointsQuery, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateWebhookEndpointMutation);
  const [sendTest] = useMutation(SendTestWebhookMutation);
  const [open, setOpen] = useState<Open>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const reload = () => void refetch();

  const act = async (entry: WebhookEntry, action: WebhookAction) => {
    if (action === 'delete' || action === 'roll' || action === 'log') return setOpen({ kind: action, entry });
    setBusyId(entry.id);
    try {
      if (action === 'toggle') {
        const { data: changed } = await update({ variables: { id: entry.id, input: { enabled: !entry.enabled } } });
        if (!changed?.updateWebhookEndpoint.ok) throw new Error(changed?.updateWebhookEndpoint.error?.message || 'Not changed.');
      } else {
        const { data: sent } = await sendTest({ variables: { id: entry.id } });
        if (!sent?.sendTestWebhook.ok) throw new Error(sent?.sendTestWebhook.error?.message || 'Not sent.');
        toast.success('Test event queued. See it in Deliveries.');
      }
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="card api-keys" aria-labelledby="webhooks-title" data-testid="webhooks-card">
      <header className="api-keys__header">
        <div>
          <h2 id="webhooks-title" className="developer__card-title">
            Webhooks
          </h2>
          <p className="developer__card-text">
            Get a signed POST when an agent is ready or failed, a conversation ends, knowledge or slides are ready, or credits run
            low.
          </p>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpen({ kind: 'create' })}
          data-testid="webhook-new"
        >
          Add endpoint
        </button>
      </header>
      {!data && loading ? (
        <PanelSkeleton label="Loading your webhooks" cards={1} />
      ) : !data ? (
        <ErrorState
          title="Failed to load"
          message="Your webhooks could not be loaded."
          detail={error?.message}
          onRetry={reload}
        />
      ) : data.webhookEndpoints.length === 0 ? (
        <EmptyState
          testId="webhooks-empty"
          title="No webhook endpoints yet"
          description="Add an https URL of your server to receive events as they happen."
        />
      ) : (
        <ul className="api-keys__list" data-testid="webhooks">
          {data.webhookEndpoints.map((entry) => (
            <WebhookRow key={entry.id} entry={entry} busy={busyId === entry.id} onAction={(action) => void act(entry, action)} />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {open?.kind === 'create' && <CreateWebhookDialog onCreated={reload} onClose={() => setOpen(null)} />}
        {(open?.kind === 'delete' || open?.kind === 'roll') && (
          <WebhookActionDialog action={open.kind} endpoint={open.entry} onChanged={reload} onClose={() => setOpen(null)} />
        )}
        {open?.kind === 'log' && <WebhookDeliveriesDialog endpoint={open.entry} onClose={() => setOpen(null)} />}
      </Suspense>
    </section>
  );
}
