import type { ReactNode } from "react";

import { CheckIcon } from "../icons";

export type Card = { title: string; text: string };

/** The decorative two-digit number over a capability card. */
function FeatureNumber({ index }: { index: number }) {
  return (
    <span
      className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary/10 font-bold text-primary"
      aria-hidden="true"
    >
      {String(index + 1).padStart(2, "0")}
    </span>
  );
}

/** The number of a step, read out with it (the list is ordered). */
function StepNumber({ index }: { index: number }) {
  return (
    <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground font-bold">
      {index + 1}
    </span>
  );
}

type Look = {
  card: string;
  title: string;
  text: string;
  /** What stands before the title: above it, or `beside` the title and text. */
  marker?: (index: number) => ReactNode;
  beside?: boolean;
};

/**
 * How the cards of a list look: each card's frame (always rounded and bordered), its title and its
 * text (always muted), and any mark before the title. Cards on a tinted band take the page's
 * colour, cards on the page the card colour.
 */
const LOOKS = {
  /** Compact: the service summaries, a studio's offers. */
  tile: { card: "bg-card p-6", title: "font-semibold", text: "mt-2 text-sm leading-relaxed" },
  /** On a tinted band: the values. */
  raised: { card: "bg-background p-7", title: "text-lg font-semibold", text: "mt-2 leading-relaxed" },
  /** The home banner's three ideas: larger, and lifted off the band. */
  lead: { card: "bg-background p-7 shadow-sm", title: "text-xl font-semibold", text: "mt-3 leading-relaxed" },
  /** Outlined under a number, lighting up on hover: the capabilities. */
  feature: {
    card: "p-7 transition hover:border-primary/50 hover:shadow-md",
    title: "mt-5 text-lg font-semibold",
    text: "mt-2 leading-relaxed",
    marker: (index) => <FeatureNumber index={index} />,
  },
  /** Outlined under its step number: how to join a programme. */
  step: {
    card: "p-7",
    title: "mt-4 text-lg font-semibold",
    text: "mt-1",
    marker: (index) => <StepNumber index={index} />,
  },
  /** Checked off, on a tinted band: why clients choose us. */
  checked: {
    card: "flex gap-4 bg-background p-5",
    title: "font-semibold",
    text: "mt-1 text-sm leading-relaxed",
    marker: () => <CheckIcon width={22} height={22} className="mt-0.5 shrink-0 text-accent" aria-hidden="true" />,
    beside: true,
  },
  /** A programme, with its points after the text. */
  program: { card: "bg-card p-7", title: "text-xl font-semibold", text: "mt-2" },
} satisfies Record<string, Look>;

/**
 * A list of cards, each a titled paragraph (an h3 and its text) in one of the site's card looks.
 * `className` lays the list out; `ordered` makes it an ordered list; `children` adds to each card.
 */
export function CardList<Item extends Card>({
  items,
  look,
  className,
  ordered = false,
  children,
}: {
  items: readonly Item[];
  look: keyof typeof LOOKS;
  className: string;
  ordered?: boolean;
  children?: (item: Item) => ReactNode;
}) {
  const { card, title, text, marker, beside }: Look = LOOKS[look];
  const List = ordered ? "ol" : "ul";
  const body = (item: Item) => (
    <>
      <h3 className={title}>{item.title}</h3>
      <p className={`${text} text-muted-foreground`}>{item.text}</p>
      {children?.(item)}
    </>
  );
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={`rounded-2xl border border-border ${card}`}>
          {marker?.(index)}
          {beside ? <div>{body(item)}</div> : body(item)}
        </li>
      ))}
    </List>
  );
}
