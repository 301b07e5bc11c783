export interface Bar {
  key: string;
  /** Under the bar; long labels are cut, the tooltip has them whole. */
  label: string;
  value: number;
  /** The value as people read it, e.g. 'R$ 12,90'. */
  valueText: string;
  /** A value to compare with (e.g. the same hour last week), drawn as a paler bar beside. */
  compare?: { value: number; text: string };
}

function describe(bar: Bar): string {
  return `${bar.label}: ${bar.valueText}${bar.compare ? ` (${bar.compare.text})` : ''}`;
}

/**
 * Where a shown label goes: as wide as the slots it stands for (the bars between labels have
 * none), centred under its bar, kept inside the chart at both ends. One slot each cut 30 days'
 * dates to '2…' at 1366 px (issue 30, item 15).
 */
export function labelPlace(index: number, slot: number, labelEvery: number) {
  const room = slot * labelEvery;
  const centred = index * slot + slot / 2 - room / 2;
  const left = Math.min(Math.max(centred, 0), 100 - room);
  const textAlign = left > centred ? 'left' : left < centred ? 'right' : 'center';
  return { left: `${left}%`, width: `${room}%`, textAlign } as const;
}

/**
 * A small SVG bar chart: enough for revenue by day or by shop, with no charting library in
 * the bundle. Every bar has a tooltip, and the figure a text summary for screen readers.
 */
export function BarChart({
  bars,
  label,
  height = 200,
}: {
  bars: Bar[];
  label: string;
  height?: number;
}) {
  const max = Math.max(...bars.flatMap((bar) => [bar.value, bar.compare?.value ?? 0]), 1);
  const compared = bars.some((bar) => bar.compare);
  const slot = 100 / Math.max(bars.length, 1);
  const labelEvery = Math.ceil(bars.length / 10);
  return (
    <figure className="grid gap-2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 100 ${height / 4}`}
        preserveAspectRatio="none"
        className="w-full"
        style={{ height }}
      >
        {bars.map((bar, index) => {
          const barHeight = (bar.value / max) * (height / 4 - 1);
          const compareHeight = ((bar.compare?.value ?? 0) / max) * (height / 4 - 1);
          const width = compared ? slot * 0.35 : slot * 0.7;
          return (
            <g key={bar.key}>
              <title>{describe(bar)}</title>
              <rect
                x={index * slot + slot * 0.15}
                y={height / 4 - barHeight}
                width={width}
                height={Math.max(barHeight, bar.value > 0 ? 0.3 : 0)}
                className="fill-primary"
                rx={0.4}
              />
              {bar.compare && (
                <rect
                  x={index * slot + slot * 0.15 + width}
                  y={height / 4 - compareHeight}
                  width={width}
                  height={Math.max(compareHeight, bar.compare.value > 0 ? 0.3 : 0)}
                  className="fill-muted-foreground/40"
                  rx={0.4}
                />
              )}
            </g>
          );
        })}
      </svg>
      <div className="relative h-4 text-[0.65rem] text-muted-foreground" aria-hidden>
        {bars.map((bar, index) =>
          index % labelEvery === 0 ? (
            <span
              key={bar.key}
              className="absolute truncate"
              style={labelPlace(index, slot, labelEvery)}
            >
              {bar.label}
            </span>
          ) : null,
        )}
      </div>
      <figcaption className="sr-only">{bars.map(describe).join('; ')}</figcaption>
    </figure>
  );
}
