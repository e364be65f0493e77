import { STAGE_LABELS, type ApplicationStage } from "~/lib/applications";

const TONES: Record<ApplicationStage, string> = {
  new: "bg-primary/10 text-primary",
  screening: "bg-accent/15 text-foreground",
  interview: "bg-accent/15 text-foreground",
  offer: "border border-success/40 text-success",
  hired: "border border-success/40 text-success",
  rejected: "bg-muted text-muted-foreground",
  not_fit: "border border-border text-muted-foreground",
};

/** An application's pipeline stage as a coloured badge (`large` on its own page). */
export function StageBadge({ stage, large = false }: { stage: ApplicationStage; large?: boolean }) {
  const size = large ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs";
  return <span className={`rounded-full font-semibold ${size} ${TONES[stage]}`}>{STAGE_LABELS[stage]}</span>;
}
