import { formatDate } from "~/lib/format";

type Day = { day: string; visitors: number; views: number };

const WIDTH = 720;
const HEIGHT = 220;
const TOP = 10;
const BOTTOM = 1;

/**
 * Visitors (bars) and page views (a line) per day, drawn on the server: an image with a text
 * summary for screen readers, the numbers themselves being in the table beside it. The first and
 * last dates are text under the image, so they keep their size when a phone shrinks the drawing.
 */
export function DailyChart({ days, id }: { days: Day[]; id: string }) {
  const highest = Math.max(1, ...days.map((day) => day.views));
  const step = WIDTH / Math.max(1, days.length);
  const y = (value: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - value / highest);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const busiest = days.reduce<Day | null>((best, day) => (!best || day.visitors > best.visitors ? day : best), null);
  const first = days[0];
  const last = days.at(-1);
  const line = days.map((day, index) => `${(index + 0.5) * step},${y(day.views)}`).join(" ");
  return (
    <>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full text-primary"
      >
        <title id={`${id}-title`}>Visitors and page views per day</title>
        <desc id={`${id}-desc`}>
          {first && last
            ? `From ${formatDate(first.day)} to ${formatDate(last.day)}: ${visitors} visitors and ${views} page views.` +
              (busiest && busiest.visitors > 0
                ? ` The busiest day was ${formatDate(busiest.day)}, with ${busiest.visitors} visitors.`
                : "")
            : "No days to show."}
        </desc>
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="stroke-muted-foreground"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => (
          <rect
            key={day.day}
            x={index * step + step * 0.15}
            width={step * 0.7}
            y={y(day.visitors)}
            height={HEIGHT - BOTTOM - y(day.visitors)}
            className="fill-primary/40"
          />
        ))}
        {days.length > 1 ? (
          <polyline
            points={line}
            fill="none"
            className="stroke-primary"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
      {first && last ? (
        <p className="mt-1 flex justify-between gap-4 text-xs text-muted-foreground" aria-hidden="true">
          <span>{formatDate(first.day)}</span>
          <span>{formatDate(last.day)}</span>
        </p>
      ) : null}
    </>
  );
}
