import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface TChartSeries {
  key: string;
  label: string;
  /** A Mantine colour name: the bars follow the light and dark themes. */
  colour: string;
}

const AXIS_TICK = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };

/**
 * Grouped bars (recharts) in the theme's colours. `layout="vertical"` draws horizontal bars with
 * the categories down the side, for long names such as agencies.
 */
export function BarChart({
  data,
  categoryKey,
  series,
  formatValue,
  layout = 'horizontal',
  height = 280,
}: {
  data: readonly object[];
  /** The field of each row that names its bar group (a month, a brand, an agency). */
  categoryKey: string;
  series: readonly TChartSeries[];
  formatValue: (value: number) => string;
  layout?: 'horizontal' | 'vertical';
  height?: number;
}) {
  const isVertical = layout === 'vertical';
  return (
    // The initial size lets the chart draw before the container has been measured.
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      <RechartsBarChart
        data={[...data]}
        layout={layout}
        margin={{ top: 8, right: 16, bottom: 8, left: isVertical ? 8 : 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
        {isVertical ? (
          <>
            <XAxis type="number" tick={AXIS_TICK} tickFormatter={formatValue} />
            <YAxis type="category" dataKey={categoryKey} tick={AXIS_TICK} width={150} />
          </>
        ) : (
          <>
            <XAxis dataKey={categoryKey} tick={AXIS_TICK} />
            <YAxis tick={AXIS_TICK} tickFormatter={formatValue} width={80} />
          </>
        )}
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? formatValue(value) : String(value))}
          contentStyle={{
            background: 'var(--mantine-color-body)',
            border: '1px solid var(--mantine-color-default-border)',
          }}
        />
        <Legend />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={`var(--mantine-color-${item.colour}-6)`}
            radius={isVertical ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ResponsiveContainer>
  );
}
