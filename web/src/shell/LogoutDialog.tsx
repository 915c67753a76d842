import { useState } from 'react';
import { formCall } from '../data/answers.ts';
import { site } from '../data/client.ts';
import { Dialog } from './Dialog.tsx';
import { usePanels } from './panels.tsx';

/** "Log out" / "Are you sure?" (part 1); success reloads, a failure opens the Error dialog. */
export function LogoutDialog() {
  const panels = usePanels();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    const result = await formCall(site.accounts.logout());
    setBusy(false);
    if (result.ok) window.location.reload();
    else panels.open({ type: 'error', message: result.message });
  };
  return (
    <Dialog title="Log out" onClose={panels.close}>
      <p>Are you sure?</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={panels.close}>
          Cancel
        </button>
        <button type="button" className="button primary" onClick={logOut} disabled={busy}>
          Log Out
        </button>
      </div>
    </Dialog>
  );
}
