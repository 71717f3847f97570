import { useQuery } from '@apollo/client/react';
import { PlanCatalogueQuery } from '../graphql/planCatalogue';
import { planCardOf, type Plan } from '../model/plans';

/** The plans from the credits service (never a copy in the page), with loading and error states. */
export function usePlanCatalogue() {
  const { data, loading, error, refetch } = useQuery(PlanCatalogueQuery, { notifyOnNetworkStatusChange: true });
  const plans: Plan[] = data?.planCatalogue.plans.map(planCardOf) ?? [];
  return {
    plans,
    catalogue: data?.planCatalogue ?? null,
    loading: !data && loading,
    error: !data && error ? error.message : null,
    retry: () => void refetch().catch(() => undefined),
  };
}
