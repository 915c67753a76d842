import { useEffect, useRef, useState } from 'react';
import { useAuthOptions } from './auth-options.ts';

declare global {
  interface Window {
    grecaptcha?: {
      render(
        el: HTMLElement,
        opts: { sitekey: string; callback(token: string): void; 'expired-callback'(): void },
      ): number;
      reset(id?: number): void;
      ready(fn: () => void): void;
    };
  }
}

let altchaLoaded: Promise<void> | undefined;
const loadAltcha = () => {
  altchaLoaded ??= import('./altcha-loader.ts').then((m) => m.registerAltcha());
  return altchaLoaded;
};

let recaptchaLoaded: Promise<void> | undefined;
const loadRecaptcha = () => {
  recaptchaLoaded ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(resolve);
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    document.head.appendChild(script);
  });
  return recaptchaLoaded;
};

/**
 * The captcha of the account, reset-password and contact forms: the self-hosted ALTCHA proof of
 * work, or reCAPTCHA when the server is configured for it. `onToken` gets the value to send as
 * `captcha` (empty again when it expires). Remount it (change its `key`) to reset it.
 */
export function Captcha(props: { onToken(token: string): void }) {
  const options = useAuthOptions();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { onToken } = props;

  useEffect(() => {
    const host = box.current;
    if (!options || !host) return;
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    if (options.captcha.provider === 'altcha') {
      const { challengeUrl } = options.captcha;
      loadAltcha().then(
        () => {
          if (cancelled) return;
          const widget = document.createElement('altcha-widget');
          widget.setAttribute('challenge', challengeUrl);
          widget.setAttribute('name', 'captcha');
          const onState = (event: Event) => {
            const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
            onToken(detail?.state === 'verified' && detail.payload ? detail.payload : '');
          };
          widget.addEventListener('statechange', onState);
          host.appendChild(widget);
          cleanups.push(() => {
            widget.removeEventListener('statechange', onState);
            widget.remove();
          });
        },
        () => setFailed(true),
      );
    } else {
      const { siteKey } = options.captcha;
      loadRecaptcha().then(
        () => {
          if (cancelled || !window.grecaptcha) return;
          const el = document.createElement('div');
          host.appendChild(el);
          window.grecaptcha.render(el, {
            sitekey: siteKey,
            callback: onToken,
            'expired-callback': () => onToken(''),
          });
          cleanups.push(() => el.remove());
        },
        () => setFailed(true),
      );
    }
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [options, onToken]);

  return (
    <div className="captcha" ref={box}>
      {failed && <p className="muted">The CAPTCHA could not be loaded. Please reload the page.</p>}
    </div>
  );
}
