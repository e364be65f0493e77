import type { ContactMessage } from "~/models/contact-message.server";

/** Whether a message was handled, as a coloured badge (`large` on its own page). */
export function HandledBadge({
  message,
  large = false,
}: {
  message: Pick<ContactMessage, "handledAt">;
  large?: boolean;
}) {
  const size = large ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs";
  const tone = message.handledAt ? "border border-success/40 text-success" : "bg-primary/10 text-primary";
  return (
    <span className={`rounded-full font-semibold ${size} ${tone}`}>{message.handledAt ? "Handled" : "Unhandled"}</span>
  );
}
