/**
 * Questions or points that open one at a time (a native exclusive accordion: `name` groups them),
 * with or without JavaScript. `openFirst` shows the first one open.
 */
export function Accordion({
  items,
  name,
  openFirst = false,
}: {
  items: readonly { title: string; text: string }[];
  name: string;
  openFirst?: boolean;
}) {
  return (
    <>
      {items.map((item, index) => (
        <details
          key={index}
          name={name}
          open={openFirst && index === 0}
          className="group rounded-2xl border border-border bg-background"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            {item.title}
            <span className="text-2xl leading-none text-primary transition group-open:rotate-45" aria-hidden="true">
              +
            </span>
          </summary>
          <p className="whitespace-pre-line px-5 pb-5 leading-relaxed text-muted-foreground">{item.text}</p>
        </details>
      ))}
    </>
  );
}
