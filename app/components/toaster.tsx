import { useEffect } from "react";
import { toast as showToast, Toaster as Sonner } from "sonner";

import type { Toast } from "~/utils/toast.server";

export const SUCCESS_TOAST_DURATION = 2000;

export function Toaster({ theme }: { theme: "light" | "dark" }) {
  return <Sonner position="top-right" visibleToasts={20} duration={4000} theme={theme} richColors closeButton />;
}

/** Shows the toast that travelled in the flash cookie, once per toast id. */
export function useFlashToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    const options = {
      id: toast.id,
      description: toast.description,
      duration: toast.type === "success" ? SUCCESS_TOAST_DURATION : undefined,
    };
    // Defer one tick so the toaster has mounted on the first page load.
    const timer = setTimeout(() => showToast[toast.type](toast.title, options), 0);
    return () => clearTimeout(timer);
  }, [toast]);
}
