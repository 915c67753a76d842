import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** The views of the sign-in panel (part 1 §2 "Login modal views"). */
export type LoginView = 'login' | 'register' | 'google-create' | 'reset';

/** The one overlay shown above the page, if any. */
export type Panel =
  | { type: 'login'; view: LoginView; google?: { name: string; email: string } }
  | { type: 'captcha' }
  | { type: 'logout' }
  | { type: 'error'; message: string };

interface Panels {
  panel: Panel | null;
  open(panel: Panel): void;
  close(): void;
}

const PanelsContext = createContext<Panels>({ panel: null, open: () => {}, close: () => {} });

export function PanelsProvider(props: { children: ReactNode }) {
  const [panel, setPanel] = useState<Panel | null>(null);
  const value = useMemo(() => ({ panel, open: setPanel, close: () => setPanel(null) }), [panel]);
  return <PanelsContext.Provider value={value}>{props.children}</PanelsContext.Provider>;
}

export const usePanels = () => useContext(PanelsContext);
