import { billing, MINIMUM_BALANCE_FOR_CREATION } from '@avatarium/contracts';
import { useState } from 'react';
import type { PlanCatalogueQuery } from '../../../gql/graphql';
import { SegmentedControl } from '../../../shared/components/SegmentedControl';

type Catalogue = PlanCatalogueQuery['planCatalogue'];
type Area = 'sdk' | 'generation' | 'chat';
type SdkModel = 'essenceSelfHosted' | 'essenceCloud' | 'expressionCloud';

const AREAS = [
  { value: 'sdk', label: 'SDK' },
  { value: 'generation', label: 'Generation' },
  { value: 'chat', label: 'Chat' },
] as const;
const SDK_MODELS = [
  { value: 'essenceSelfHosted', label: 'Essence Model (Self-Hosted)', rate: 'essence-self-hosted' },
  { value: 'essenceCloud', label: 'Essence Model (Cloud)', rate: 'essence-cloud' },
  { value: 'expressionCloud', label: 'Expression Model (Cloud)', rate: 'expression-cloud' },
] as const;
const numberFormat = new Intl.NumberFormat('en-US');
const minutes = (value: number | null | undefined) =>
  value === null || value === undefined ? 'No' : `${numberFormat.format(value)} min`;
const cents = (value: number) => `$${(value / 100).toFixed(2)}`;

/** Spec 000 Pricing tab, Breakdown: SDK (three models), Generation and Chat, per plan, from the catalogue. */
export function PricingBreakdown({ catalogue }: { catalogue: Catalogue }) {
  const [area, setArea] = useState<Area>('sdk');
  const [model, setModel] = useState<SdkModel>('essenceSelfHosted');
  const rateOf = (code: string) => catalogue.rates.find((rate) => rate.code === code);
  const plans = catalogue.plans;

  const rows: Array<[string, (plan: Catalogue['plans'][number]) => string]> =
    area === 'sdk'
      ? [
          ['SDK minutes / month', (plan) => (plan.code === 'ENTERPRISE' ? 'Custom' : minutes(plan.sdkMinutes[model]))],
          [
            'Credits per minute',
            () => String(rateOf(SDK_MODELS.find((option) => option.value === model)!.rate)?.creditsPerMinute ?? ''),
          ],
          [
            'Overage',
            () => `${cents(rateOf(SDK_MODELS.find((option) => option.value === model)!.rate)?.overageCentsPerMinute ?? 0)} / min`,
          ],
        ]
      : area === 'generation'
        ? [
            // The breakdown's reading for Free (spec 000 section 6): no custom agent creation.
            ['Custom agent creation', (plan) => (plan.code === 'FREE' ? 'No' : plan.agentLimitLabel)],
            ['Credits needed to start a creation', () => `${MINIMUM_BALANCE_FOR_CREATION} credits`],
            ['Movement video', () => `${billing.MOVEMENT_GENERATION_CREDITS} credits`],
          ]
        : [
            [
              'Conversation minutes / month',
              (plan) =>
                plan.conversationMinutes === null || plan.conversationMinutes === undefined
                  ? 'Custom'
                  : numberFormat.format(plan.conversationMinutes),
            ],
            ['Essence (Cloud)', () => `${rateOf('essence-cloud')?.creditsPerMinute} credits / min`],
            ['Expression (Cloud)', () => `${rateOf('expression-cloud')?.creditsPerMinute} credits / min`],
          ];

  return (
    <section className="breakdown" aria-labelledby="breakdown-title" data-testid="pricing-breakdown">
      <h2 id="breakdown-title" className="breakdown__title">
        Breakdown
      </h2>
      <SegmentedControl options={AREAS} value={area} onChange={setArea} label="Breakdown area" testId="breakdown-area" />
      {area === 'sdk' && (
        <SegmentedControl options={SDK_MODELS} value={model} onChange={setModel} label="SDK model" testId="breakdown-sdk" />
      )}
      <div className="pricing-table__scroll">
        <table className="pricing-table breakdown__table">
          <thead>
            <tr>
              <td className="pricing-table__corner" />
              {plans.map((plan) => (
                <th key={plan.code} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {plans.map((plan) => (
                  <td key={plan.code}>{value(plan)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
