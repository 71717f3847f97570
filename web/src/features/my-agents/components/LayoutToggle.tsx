import { SegmentedControl } from '../../../shared/components/SegmentedControl';
import type { SegmentedOption } from '../../../shared/model/segmentedOption';
import type { MyAgentsLayout } from '../model/myAgentsLayout';

const OPTIONS: readonly SegmentedOption<MyAgentsLayout>[] = [
  { value: 'grid', label: 'Grid', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { value: 'date', label: 'By date', icon: 'M4 6h16M4 6v14h16V6M8 3v5M16 3v5M4 11h16' },
];

/** Spec 002 2.1: the my-agents layout, a grid or groups by creation date. */
export function LayoutToggle({ value, onChange }: { value: MyAgentsLayout; onChange: (layout: MyAgentsLayout) => void }) {
  return <SegmentedControl options={OPTIONS} value={value} onChange={onChange} label="Layout" testId="my-agents-layout" />;
}
