import type { ShouldRevalidateFunction } from "@remix-run/react";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

import type { Toast } from "~/utils/toast.server";

export const SUCCESS_TOAST_DURATION = 2000;

type Library = typeof import("./sonner-toaster");
type ToastApi = Library["toast"];

// sonner arrives with the first toast, not with the page: most visits never show one.
let library: Promise<Library> | undefined;
const loadLibrary = () => (library ??= import("./sonner-toaster"));
const SonnerToaster = lazy(loadLibrary);

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Shows a toast with sonner's API (`showToast((toast) => toast.success("Saved"))`), loading the
 * library and mounting its toaster the first time. sonner replays the toasts created before its
 * toaster subscribed, so the order of the two does not matter.
 */
export function showToast(show: (toast: ToastApi) => void) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadLibrary().then(({ toast }) => show(toast));
}

/** The page's theme, from its class: the page script switches it without React (app/page-script/theme-switch.ts). */
function usePageTheme() {
  return useSyncExternalStore(
    (listener) => {
      const observer = new MutationObserver(listener);
      observer.observe(document.documentElement, { attributeFilter: ["class"] });
      return () => observer.disconnect();
    },
    (): "light" | "dark" => (document.documentElement.classList.contains("dark") ? "dark" : "light"),
    (): "light" | "dark" => "light",
  );
}

/** sonner's toaster at top-right, rendered once a toast was asked for (never on the server). */
export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const theme = usePageTheme();
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </Suspense>
  );
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
    showToast((api) => api[toast.type](toast.title, options));
  }, [toast]);
}

/**
 * For the root, whose loader reads the flash cookie: after a refused save (an action's 4xx or 5xx)
 * single fetch runs no loader again by default, yet the refusal may carry a toast ("Failed to
 * create job").
 */
export const revalidateForFlashToast: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  (actionStatus !== undefined && actionStatus >= 400) || defaultShouldRevalidate;
