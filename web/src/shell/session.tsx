import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface Session {
  loggedIn: boolean;
  setLoggedIn(value: boolean): void;
}

const SessionContext = createContext<Session>({ loggedIn: false, setLoggedIn: () => {} });

/**
 * Whether the visitor is signed in, as the last page-data envelope said (`User.LoggedIn`).
 * It outlives a single page so the header does not flicker while the next page loads.
 */
export function SessionProvider(props: { initialLoggedIn: boolean; children: ReactNode }) {
  const [loggedIn, setLoggedIn] = useState(props.initialLoggedIn);
  const value = useMemo(() => ({ loggedIn, setLoggedIn }), [loggedIn]);
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);
