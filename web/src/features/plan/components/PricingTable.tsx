import type { PlanType } from '../../../gql/graphql';
import type { Session } from '../../../shared/session/useSession';
import type { Plan } from '../model/plans';
import { PRICING_ROWS } from '../model/pricingRows';
import { PlanBadges } from './PlanBadges';
import { PlanCtaButton } from './PlanCtaButton';
import { PlanIcon } from './PlanIcon';
import { PlanValue } from './PlanValue';

interface PricingTableProps {
  session: Session;
  currentPlan: PlanType | null | undefined;
  plans: readonly Plan[];
  /** The plan being changed to (all buttons wait meanwhile). */
  pending: PlanType | null;
  onChoose: (plan: PlanType) => void;
}

/** The four plans side by side (wider screens). */
export function PricingTable({ session, currentPlan, plans, pending, onChoose }: PricingTableProps) {
  const columnClass = (code: PlanType, highlight: boolean) =>
    ['pricing-table__plan', highlight && 'pricing-table__plan--highlight', currentPlan === code && 'pricing-table__plan--current']
      .filter(Boolean)
      .join(' ');

  return (
    <div className="pricing-table__scroll">
      <table className="pricing-table" data-testid="pricing-table">
        <caption className="visually-hidden">Plan comparison</caption>
        <thead>
          <tr>
            <td className="pricing-table__corner" />
            {plans.map((plan) => (
              <th key={plan.code} scope="col" className={columnClass(plan.code, plan.highlight)}>
                <PlanBadges plan={plan} />
                <span className="pricing-table__name">
                  <PlanIcon icon={plan.icon} className="pricing-table__icon" />
                  {plan.name}
                </span>
                <span className="pricing-table__price">
                  {plan.price}
                  <small>{plan.priceDetails}</small>
                </span>
                <span className="pricing-table__description">{plan.description}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PRICING_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => (
                <td key={plan.code} className={columnClass(plan.code, plan.highlight)}>
                  <PlanValue value={row.value(plan)} />
                </td>
              ))}
            </tr>
          ))}
          <tr className="pricing-table__actions">
            <th scope="row">
              <span className="visually-hidden">Choose a plan</span>
            </th>
            {plans.map((plan) => (
              <td key={plan.code} className={columnClass(plan.code, plan.highlight)}>
                <PlanCtaButton plan={plan} session={session} currentPlan={currentPlan} pending={pending} onChoose={onChoose} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
