import { CheckIcon } from "./icons";

/** A list of short points, each marked with a check. */
export function CheckList({
  items,
  className = "space-y-3",
  small = false,
}: {
  items: readonly string[];
  className?: string;
  small?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-3 ${small ? "text-sm" : ""}`}>
          <CheckIcon
            width={small ? 18 : 20}
            height={small ? 18 : 20}
            className="mt-0.5 shrink-0 text-accent"
            aria-hidden="true"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
