import type { Toast } from "~/utils/toast.server";

import { CloseIcon } from "./icons";
import { SUCCESS_TOAST_DURATION } from "./toaster";

const LOOKS: Record<Toast["type"], string> = {
  success:
    "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  error: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100",
  info: "border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100",
  message: "border-border bg-background text-foreground",
};

/**
 * The toast a redirect left, on a page without React: rendered by the server where sonner would
 * show it (top right, below the header). The page script (app/page-script/flash-message.ts) shows
 * its close button and takes a success message away after the same time as sonner.
 */
export function FlashMessage({ toast }: { toast: Toast }) {
  return (
    <div
      role="status"
      data-flash
      data-duration={toast.type === "success" ? SUCCESS_TOAST_DURATION : undefined}
      className={`fixed right-4 top-[76px] z-[60] flex w-[min(22rem,calc(100vw-2rem))] items-start gap-3 rounded-lg border p-4 text-sm shadow-lg ${LOOKS[toast.type]}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 opacity-90">{toast.description}</p> : null}
      </div>
      <button type="button" className="hidden rounded p-1 hover:bg-black/5" aria-label="Close" data-flash-close>
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}
