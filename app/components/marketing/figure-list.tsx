/**
 * Key figures as a definition list: each number large, what it counts above it. `tileClassName`
 * sets the tiles off from what is behind them (and centres them where they stand alone).
 */
export function FigureList({
  figures,
  className,
  tileClassName,
}: {
  figures: ReadonlyArray<{ value: string; label: string }>;
  className: string;
  tileClassName: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={`rounded-2xl border border-border p-6 ${tileClassName}`}>
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 text-4xl font-extrabold tracking-tight text-primary">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
