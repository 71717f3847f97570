import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ActionModal } from '../../shared/components/ActionModal';
import { SettingsTile } from '../../shared/components/SettingsTile';
import '../../shared/components/settings.css';
import { AgentKnowledgeQuery } from '../../features/knowledge/graphql/knowledgeOperations';
import { FaqDialog } from '../../features/knowledge/components/FaqDialog';
import { SlidesDialog } from '../../features/knowledge/components/SlidesDialog';
import { AgentSlidesQuery } from '../../features/knowledge/graphql/slidesOperations';
import { AgentShopifyQuery } from '../../features/shop/graphql/shopOperations';
import { AgentDynamicsQuery } from '../../features/dynamics/graphql/dynamicsOperations';

// The Dynamics modal loads only when opened.
const DynamicsDialog = lazy(() =>
  import('../../features/dynamics/components/DynamicsDialog').then((module) => ({ default: module.DynamicsDialog })),
);

// The Shopify modal (and its language and currency lists) loads only when opened.
const ShopifyDialog = lazy(() =>
  import('../../features/shop/components/ShopifyDialog').then((module) => ({ default: module.ShopifyDialog })),
);

/**
 * Spec 002 2.7, Skills and Features: a tile per skill with a green dot when it is on; closing a
 * skill's dialog reads the agent again (a failed refresh is silent). Shopify (Product Pop-ups)
 * opens the shop integration (spec 003 2.3); Dynamics the movement videos (spec 003 2.2). It puts
 * three features' dialogs together (knowledge, dynamics, shop), so it lives in the app.
 */
export function SkillsDialog({ agentId, agentName, onClose }: { agentId: string; agentName: string; onClose: () => void }) {
  const knowledge = useQuery(AgentKnowledgeQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const deck = useQuery(AgentSlidesQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const store = useQuery(AgentShopifyQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const movements = useQuery(AgentDynamicsQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const [open, setOpen] = useState<'faq' | 'slides' | 'shopify' | 'dynamics' | null>(null);
  const close = () => {
    setOpen(null);
    void knowledge.refetch().catch(() => undefined);
    void deck.refetch().catch(() => undefined);
    void store.refetch().catch(() => undefined);
    void movements.refetch().catch(() => undefined);
  };
  return (
    <ActionModal title="Skills and Features" subtitle={agentName} onClose={onClose} testId="skills-dialog">
      <div className="settings-tiles">
        <SettingsTile
          label="FAQ"
          hint="CSV Upload"
          dot={Boolean(knowledge.data?.agentKnowledge?.knowledge.enabled)}
          dotLabel="Answers from its FAQ"
          onClick={() => setOpen('faq')}
        />
        <SettingsTile
          label="Presentation"
          hint="PDF Slides"
          dot={Boolean(deck.data?.agentSlides?.slides.enabled)}
          dotLabel="Slides are on"
          onClick={() => setOpen('slides')}
        />
        <SettingsTile
          label="Dynamics"
          hint="Movement Videos"
          dot={Boolean(movements.data?.agentDynamics.dynamics?.enabled)}
          dotLabel="Movement videos are on"
          onClick={() => setOpen('dynamics')}
        />
        <SettingsTile
          label="Shopify"
          hint="Product Pop-ups"
          dot={Boolean(store.data?.agent?.shopifyMcp?.enabled)}
          dotLabel="The shop is connected"
          onClick={() => setOpen('shopify')}
        />
      </div>
      {open === 'faq' && <FaqDialog agentId={agentId} agentName={agentName} onClose={close} />}
      {open === 'slides' && <SlidesDialog agentId={agentId} onClose={close} />}
      {open === 'dynamics' && (
        <Suspense fallback={null}>
          <DynamicsDialog agentId={agentId} onClose={close} />
        </Suspense>
      )}
      {open === 'shopify' && (
        <Suspense fallback={null}>
          <ShopifyDialog agentId={agentId} onClose={close} />
        </Suspense>
      )}
    </ActionModal>
  );
}
