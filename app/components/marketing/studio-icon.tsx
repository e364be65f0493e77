import type { StudioContent } from "~/routes/_public.studio.$name/content";

/** The small emblem of a studio. */
export function StudioIcon({ icon }: { icon: StudioContent["icon"] }) {
  const paths = {
    rocket: "M12 2c3 2 5 6 4 11H8C7 8 9 4 12 2zM8 13l-3 4 4-1M16 13l3 4-4-1M10 18c1 2 3 2 4 0",
    coins:
      "M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5",
    chart: "M3 20h18M6 16v-4M11 16V8M16 16v-6M4 10l5-4 4 3 7-6",
  };
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[icon]} />
    </svg>
  );
}
