import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ActionModal } from '../../../shared/components/ActionModal';
import { barShade } from '../model/barShade';
import { chatsLabel, WEEKDAYS } from '../model/tileFaces';

/** Spec 003 2.1 Day of Week: conversations per weekday (Monday first, as the heatmap), red shades by relative height. */
export function DayOfWeekDialog({ counts, onClose }: { counts: readonly number[]; onClose: () => void }) {
  const data = WEEKDAYS.map((day, index) => ({ day, conversations: counts[index] ?? 0 }));
  const max = Math.max(0, ...data.map((entry) => entry.conversations));
  return (
    <ActionModal
      title="Day of Week"
      subtitle="Conversations per weekday"
      size="large"
      onClose={onClose}
      testId="analytics-weekday"
    >
      <div className="analytics__chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#232a3b" vertical={false} />
            <XAxis dataKey="day" stroke="#a2abc0" tickLine={false} />
            <YAxis allowDecimals={false} stroke="#a2abc0" tickLine={false} />
            <Tooltip
              cursor={{ fill: 'rgba(255,255,255,0.05)' }}
              contentStyle={{ background: '#141824', border: '1px solid #323b52', borderRadius: 8 }}
              formatter={(value) => [value, 'Conversations']}
            />
            <Bar dataKey="conversations" radius={[6, 6, 0, 0]} isAnimationActive={false}>
              {data.map((entry) => (
                <Cell key={entry.day} fill={barShade(entry.conversations, max)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="analytics__weekday-list" data-testid="analytics-weekday-list">
        {data.map((entry) => (
          <li key={entry.day}>
            <span className="analytics__swatch" style={{ background: barShade(entry.conversations, max) }} aria-hidden="true" />
            {entry.day}: {chatsLabel(entry.conversations)}
          </li>
        ))}
      </ul>
    </ActionModal>
  );
}
