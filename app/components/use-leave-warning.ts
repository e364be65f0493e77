import { unstable_usePrompt as usePrompt, useBeforeUnload } from "@remix-run/react";
import { useCallback } from "react";

const LEAVE_MESSAGE = "You have unsaved changes. Leave this page without saving them?";

/**
 * Asks before a form's unsaved changes are left: the browser's own question when the page unloads,
 * ours for a link in the app to another page. While `submitting` (the form is being saved) nothing is asked.
 */
export function useLeaveWarning(unsaved: boolean, submitting: React.RefObject<boolean>) {
  usePrompt({
    when: ({ currentLocation, nextLocation }) =>
      unsaved && !submitting.current && currentLocation.pathname !== nextLocation.pathname,
    message: LEAVE_MESSAGE,
  });
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!unsaved || submitting.current) return;
        event.preventDefault();
        event.returnValue = LEAVE_MESSAGE;
      },
      [unsaved, submitting],
    ),
  );
}
