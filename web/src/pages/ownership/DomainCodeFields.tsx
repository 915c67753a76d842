import { domainVerificationCode, ownershipDomainInput, verificationFileUrl } from '@techcensus/contract';
import { useState } from 'react';

/**
 * The domain field with the verification code and the file's location beside it, filled in as
 * the domain is typed (part 2 §4); both clear while the domain does not read as one, and the
 * copy icon is greyed out then.
 */
export function DomainCodeFields(props: {
  id: string;
  value: string;
  onChange(value: string): void;
  /** The removal form also drops a path after the domain (part 2 §5). */
  stripPath?: boolean;
}) {
  const domain = ownershipDomainInput(props.value, { stripPath: props.stripPath });
  const code = domain ? domainVerificationCode(domain) : '';
  const location = domain ? verificationFileUrl(domain) : '';
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Clipboard access refused (insecure origin, permissions): the code stays selectable.
      setCopied(false);
    }
  };

  return (
    <>
      <label htmlFor={`${props.id}-domain`}>Domain</label>
      <input
        id={`${props.id}-domain`}
        name="domain"
        required
        placeholder="example.com"
        autoComplete="url"
        value={props.value}
        onChange={(e) => {
          setCopied(false);
          props.onChange(e.target.value);
        }}
      />
      <label htmlFor={`${props.id}-code`}>Verification code</label>
      <div className="code-field">
        <input id={`${props.id}-code`} readOnly value={code} />
        <button
          type="button"
          className={`copy-icon${code ? '' : ' disabled'}`}
          aria-label="Copy verification code"
          title={code ? 'Copy verification code' : 'Enter a valid domain first'}
          disabled={!code}
          onClick={copy}
        >
          ⧉
        </button>
        {copied && <span className="muted copied">Copied</span>}
      </div>
      <label htmlFor={`${props.id}-location`}>File location</label>
      <input id={`${props.id}-location`} readOnly value={location} />
      <p className="muted">
        Create a text file named <code>wts.txt</code> holding only the verification code, and place it at the
        root of the website so that it opens at the location above over https.
      </p>
    </>
  );
}
