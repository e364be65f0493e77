// Loaded only when a page shows its first toast (see toaster.tsx): sonner is about a tenth of
// the JavaScript a page would otherwise load before anyone needs it.
import { Toaster } from "sonner";

export { toast } from "sonner";

export default function SonnerToaster({ theme }: { theme: "light" | "dark" }) {
  return <Toaster position="top-right" visibleToasts={20} duration={4000} theme={theme} richColors closeButton />;
}
