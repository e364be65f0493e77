import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-request CSP nonce, provided by entry.server. In the browser it is
 * empty: browsers hide nonce attributes from the DOM, so hydration still matches.
 */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
