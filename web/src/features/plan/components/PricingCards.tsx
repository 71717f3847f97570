import type { PlanType } from '../../../gql/graphql';
import type { Session } from '../../../shared/session/useSession';
import type { Plan } from '../model/plans';
import { PRICING_ROWS } from '../model/pricingRows';
import { PlanBadges } from './PlanBadges';
import { PlanCtaButton } from './PlanCtaButton';
import { PlanIcon } from './PlanIcon';
import { PlanValue } from './PlanValue';

interface PricingCardsProps {
  session: Session;
  currentPlan: PlanType | null | undefined;
  plans: readonly Plan[];
  /** The plan being changed to (all buttons wait meanwhile). */
  pending: PlanType | null;
  onChoose: (plan: PlanType) => void;
}

/** The four plans as stacked cards (phones). */
export function PricingCards({ session, currentPlan, plans, pending, onChoose }: PricingCardsProps) {
  return (
    <ul className="pricing-cards" data-testid="pricing-cards">
      {plans.map((plan) => (
        <li
          key={plan.code}
          className={[
            'card',
            'pricing-card',
            plan.highlight && 'pricing-card--highlight',
            currentPlan === plan.code && 'pricing-card--current',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <div className="pricing-card__head">
            <h3 className="pricing-card__name">
              <PlanIcon icon={plan.icon} className="pricing-card__icon" />
              {plan.name}
            </h3>
            <PlanBadges plan={plan} />
          </div>
          <p className="pricing-card__price">
            {plan.price}
            <small>{plan.priceDetails}</small>
          </p>
          <p className="pricing-card__description">{plan.description}</p>
          <dl className="pricing-card__rows">
            {PRICING_ROWS.map((row) => (
              <div key={row.label} className="pricing-card__row">
                <dt>{row.label}</dt>
                <dd>
                  <PlanValue value={row.value(plan)} />
                </dd>
              </div>
            ))}
          </dl>
          <PlanCtaButton plan={plan} session={session} currentPlan={currentPlan} pending={pending} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
