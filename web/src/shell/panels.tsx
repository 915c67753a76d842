import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export type LoginView = 'login' | 'register';

/** The one overlay shown above the page, if any. */
export type Panel =
  | { type: 'login'; view: LoginView }
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
