import { CaptchaPanel } from './CaptchaPanel.tsx';
import { Dialog } from './Dialog.tsx';
import { LoginPanel } from './LoginPanel.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { usePanels } from './panels.tsx';

/** Renders whichever panel is open. */
export function Overlays() {
  const { panel, close } = usePanels();
  if (!panel) return null;
  switch (panel.type) {
    case 'login':
      return <LoginPanel key={panel.view} view={panel.view} google={panel.google} />;
    case 'logout':
      return <LogoutDialog />;
    case 'error':
      return (
        <Dialog title="Error" onClose={close}>
          <p>{panel.message}</p>
          <div className="dialog-actions">
            <button type="button" className="button primary" onClick={close}>
              OK
            </button>
          </div>
        </Dialog>
      );
    case 'captcha':
      return <CaptchaPanel />;
  }
}
