import { useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { toast } from 'sonner';
import { MyAgentUpdatesSubscription } from '../graphql/myAgentUpdatesSubscription';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { agentStatusNotice } from '../model/agentStatusNotice';

/**
 * Tells the signed-in user when an agent becomes ready, needs face points or fails, on any
 * tab: "You'll be notified when it's ready" (the Generation Continued toast) is a promise.
 */
export function useAgentStatusNotices(): void {
  const lastSeen = useRef(new Map<string, string>());
  useSubscription(MyAgentUpdatesSubscription, {
    onData: ({ data }) => {
      const agent = data.data?.myAgentUpdates;
      if (!agent) return;
      const notice = agentStatusNotice(lastSeen.current.get(agent.id), agent);
      lastSeen.current.set(agent.id, agent.displayStatus);
      if (!notice) return;
      if (notice.kind === 'ready')
        toast.success(notice.title, { description: notice.description, duration: TOAST_DURATION.error });
      else if (notice.kind === 'help')
        toast.warning(notice.title, { description: notice.description, duration: TOAST_DURATION.error });
      else toast.error(notice.title, { description: notice.description, duration: TOAST_DURATION.long });
    },
  });
}
