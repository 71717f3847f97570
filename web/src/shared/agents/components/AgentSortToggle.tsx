import type { AgentSort } from '../../../gql/graphql';
import { SegmentedControl } from '../../components/SegmentedControl';
import { AGENT_SORT_OPTIONS } from '../model/agentSortOptions';

interface AgentSortToggleProps {
  value: AgentSort;
  onChange: (sort: AgentSort) => void;
  testId: string;
}

/** The gallery's sort choice: popularity (total votes) or trending (recent votes count more). */
export function AgentSortToggle({ value, onChange, testId }: AgentSortToggleProps) {
  return <SegmentedControl options={AGENT_SORT_OPTIONS} value={value} onChange={onChange} label="Sort agents" testId={testId} />;
}
