// Loaded only when a page shows its first toast (see toaster.tsx): sonner is about a tenth of
// the JavaScript a page would otherwise load before anyone needs it.
import { Toaster } from "sonner";

export { toast } from "sonner";

/** Below the 64 px header (site and back-office alike), so a toast never covers its buttons. */
const BELOW_HEADER = { top: 76 };

export default function SonnerToaster({ theme }: { theme: "light" | "dark" }) {
  return (
    <Toaster
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      visibleToasts={20}
      duration={4000}
      theme={theme}
      richColors
      closeButton
    />
  );
}
