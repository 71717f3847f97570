import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PlanType } from '../../../gql/graphql';
import { ChangePlanMutation, TopUpCreditsMutation } from '../graphql/checkout';
import { CreditSummaryQuery } from '../graphql/creditSummary';

type Running = { kind: 'upgrade'; plan: PlanType } | { kind: 'top-up'; credits: number } | null;

/**
 * Plan changes and top-ups, one at a time (spec 000 section 4). Local billing applies at once;
 * Stripe answers with its Checkout page, which the browser opens (and returns to the plans
 * page with upgrade_success=true).
 */
export function useCheckout({ silentErrors = false }: { silentErrors?: boolean } = {}) {
  const [running, setRunning] = useState<Running>(null);
  const [changePlanMutation] = useMutation(ChangePlanMutation);
  const [topUpMutation] = useMutation(TopUpCreditsMutation);

  const finish = (result: { kind: 'APPLIED' | 'REDIRECT'; url?: string | null } | undefined, applied: () => void): void => {
    if (result?.kind === 'REDIRECT' && result.url) window.location.assign(result.url);
    else if (result?.kind === 'APPLIED') applied();
  };
  const fail = (title: string) => {
    // The main credit panel swallows these silently (spec 000 section 8); the plans view says so.
    if (!silentErrors) toast.error(title, { description: 'Please try again later' });
  };

  const changePlan = async (plan: PlanType) => {
    if (running) return;
    setRunning({ kind: 'upgrade', plan });
    try {
      const { data } = await changePlanMutation({ variables: { plan }, refetchQueries: [CreditSummaryQuery] });
      finish(data?.changePlan, () => window.location.assign('/?upgrade_success=true#plan'));
    } catch {
      fail('Upgrade failed');
    } finally {
      setRunning(null);
    }
  };

  const topUp = async (credits: number) => {
    if (running) return;
    setRunning({ kind: 'top-up', credits });
    try {
      const { data } = await topUpMutation({ variables: { credits }, refetchQueries: [CreditSummaryQuery] });
      finish(data?.topUpCredits, () =>
        toast.success('Credits added', {
          description: `${new Intl.NumberFormat('en-US').format(credits)} credits are on your balance.`,
        }),
      );
    } catch {
      fail('Top-up failed');
    } finally {
      setRunning(null);
    }
  };

  return { running, changePlan, topUp };
}
