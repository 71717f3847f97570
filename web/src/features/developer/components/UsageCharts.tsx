import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay } from '../model/usageFigures';

interface UsageDay {
  day: string;
  requests: number;
  errors: number;
  credits: number;
  p50Ms?: number | null;
  p95Ms?: number | null;
}

const AXIS = '#a2abc0';
const GRID = '#232a3b';
const TOOLTIP = { background: '#141824', border: '1px solid #323b52', borderRadius: 8 };

/** One small chart with its title; the figures it draws are in the card's totals and table as text. */
function Chart({ title, testId, children }: { title: string; testId: string; children: React.ReactElement }) {
  return (
    <figure className="usage__chart" data-testid={testId}>
      <figcaption className="usage__subtitle">{title}</figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={180}>
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Requests and errors, credits, and p50/p95 per day: the same chart library as analytics, loaded on demand. */
export function UsageCharts({ days }: { days: readonly UsageDay[] }) {
  const data = days.map((day) => ({ ...day, label: shortDay(day.day), ok: day.requests - day.errors }));
  const margin = { top: 8, right: 8, bottom: 0, left: -16 };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke={GRID} vertical={false} />,
    <XAxis key="x" dataKey="label" stroke={AXIS} tickLine={false} minTickGap={16} fontSize={12} />,
  ];
  return (
    <div className="usage__charts">
      <Chart title="Requests per day" testId="usage-chart-requests">
        <BarChart data={data} margin={margin}>
          {axes}
          <YAxis allowDecimals={false} stroke={AXIS} tickLine={false} fontSize={12} />
          <Tooltip contentStyle={TOOLTIP} cursor={{ fill: 'rgba(255,255,255,0.05)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="ok" name="Succeeded" stackId="requests" fill="#a78bfa" isAnimationActive={false} />
          <Bar dataKey="errors" name="Errors" stackId="requests" fill="#f87171" isAnimationActive={false} />
        </BarChart>
      </Chart>
      <Chart title="Credits per day" testId="usage-chart-credits">
        <BarChart data={data} margin={margin}>
          {axes}
          <YAxis allowDecimals={false} stroke={AXIS} tickLine={false} fontSize={12} />
          <Tooltip contentStyle={TOOLTIP} cursor={{ fill: 'rgba(255,255,255,0.05)' }} />
          <Bar dataKey="credits" name="Credits" fill="#34d399" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Chart>
      <Chart title="Response time per day (ms)" testId="usage-chart-latency">
        <LineChart data={data} margin={margin}>
          {axes}
          <YAxis stroke={AXIS} tickLine={false} fontSize={12} />
          <Tooltip contentStyle={TOOLTIP} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {/* Dots: a key used on one day has one point, which a bare line would not show. */}
          <Line dataKey="p50Ms" name="p50" stroke="#60a5fa" dot={{ r: 2 }} connectNulls isAnimationActive={false} />
          <Line dataKey="p95Ms" name="p95" stroke="#fbbf24" dot={{ r: 2 }} connectNulls isAnimationActive={false} />
        </LineChart>
      </Chart>
    </div>
  );
}
