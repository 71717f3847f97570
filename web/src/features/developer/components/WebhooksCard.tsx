import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, useState } from 'react';
import { toast } from 'sonner';
import { SendTestWebhookMutation, UpdateWebhookEndpointMutation, WebhookEndpointsQuery } from '../graphql/webhookOperations';
import { ListCard } from './ListCard';
import { WebhookRow, type WebhookAction, type WebhookEntry } from './WebhookRow';
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
    <ListCard
      name="webhooks"
      title="Webhooks"
      description="Get a signed POST when an agent is ready or failed, a conversation ends, knowledge or slides are ready, or credits run low."
      action={{ label: 'Add endpoint', testId: 'webhook-new', onClick: () => setOpen({ kind: 'create' }) }}
      items={data?.webhookEndpoints ?? null}
      loading={loading}
      error={error?.message}
      loadingLabel="Loading your webhooks"
      skeletonCards={1}
      errorMessage="Your webhooks could not be loaded."
      onRetry={reload}
      empty={{
        testId: 'webhooks-empty',
        title: 'No webhook endpoints yet',
        description: 'Add an https URL of your server to receive events as they happen.',
      }}
      renderItem={(entry) => (
        <WebhookRow key={entry.id} entry={entry} busy={busyId === entry.id} onAction={(action) => void act(entry, action)} />
      )}
      dialogs={
        <>
          {open?.kind === 'create' && <CreateWebhookDialog onCreated={reload} onClose={() => setOpen(null)} />}
          {(open?.kind === 'delete' || open?.kind === 'roll') && (
            <WebhookActionDialog action={open.kind} endpoint={open.entry} onChanged={reload} onClose={() => setOpen(null)} />
          )}
          {open?.kind === 'log' && <WebhookDeliveriesDialog endpoint={open.entry} onClose={() => setOpen(null)} />}
        </>
      }
    />
  );
}
