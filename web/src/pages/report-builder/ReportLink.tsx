import { useState } from 'react';

/**
 * The report's own address, to share or bookmark: a plain link (it works without scripts) and a
 * copy button.
 */
export function ReportLink(props: { href: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(props.href, window.location.href).href);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link itself is there to copy.
      setCopied('failed');
    }
  };
  return (
    <p className="report-link">
      <a href={props.href}>Link to this report</a>
      <button type="button" className="button" onClick={copy}>
        Copy link
      </button>
      <span role="status" className="muted">
        {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Copy the link instead.' : ''}
      </span>
    </p>
  );
}
