type Cell = string | number;

/** One table of the analytics report: its title, its rows (numbers right-aligned) and its CSV. */
export function ReportTable({
  id,
  title,
  columns,
  rows,
  csvHref,
  empty = "Nothing counted in these days.",
}: {
  id: string;
  title: string;
  columns: string[];
  rows: Cell[][];
  csvHref: string;
  empty?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card min-w-0 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        <a
          href={csvHref}
          className="text-sm font-medium text-primary hover:underline"
          aria-label={`Download CSV: ${title}`}
          download
        >
          Download CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div
          className="mt-3 overflow-x-auto"
          role="region"
          aria-labelledby={`${id}-heading`}
          // A wide table scrolls sideways on a phone: it takes focus so the keyboard scrolls it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-muted-foreground">
              <tr>
                {columns.map((column, index) => (
                  <th key={column} scope="col" className={index === 0 ? "py-2 pr-4" : "py-2 pl-4 text-right"}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-border">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={index}
                        scope="row"
                        className="min-w-[8rem] py-2 pr-4 font-medium [overflow-wrap:anywhere]"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="whitespace-nowrap py-2 pl-4 text-right tabular-nums">
                        {typeof cell === "number" ? cell.toLocaleString("en-IN") : cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
