import { PAGE_MESSAGES } from '@techcensus/contract';
import { useCallback, useState } from 'react';
import { formCall } from '../data/answers.ts';
import { site } from '../data/client.ts';
import { Captcha } from './Captcha.tsx';
import { Dialog } from './Dialog.tsx';
import { usePanels } from './panels.tsx';

/**
 * The human-verification panel for `requireCaptchaCheck` (part 2 §4, §7): a solved captcha goes to
 * POST /validate-captcha; success reloads the page, failure is only logged and the widget resets.
 */
export function CaptchaPanel() {
  const { close } = usePanels();
  const [generation, setGeneration] = useState(0);
  const onToken = useCallback(async (token: string) => {
    if (!token) return;
    const result = await formCall(site.accounts.validateCaptcha({ body: { token } }));
    if (result.ok) window.location.reload();
    else {
      console.warn('captcha validation failed:', result.message);
      setGeneration((g) => g + 1);
    }
  }, []);
  return (
    <Dialog title="Human verification" onClose={close}>
      <p>{PAGE_MESSAGES.captchaPanel}</p>
      <Captcha key={generation} onToken={onToken} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
