import { createContext, useContext } from 'react';

/**
 * This render's Content-Security-Policy nonce (from the load context, provided by entry.server.tsx). The
 * host allows exactly the inline scripts carrying it, by hash, then removes it from the HTML
 * (the server's web plugin, plugins/web.ts in @campito/server). Undefined in the browser, where nothing inline is written.
 */
export const CspNonce = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonce);
