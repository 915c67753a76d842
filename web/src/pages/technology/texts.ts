/** Texts and addresses the technology pages derive from their data. */

/** The technology page's vulnerabilities heading (part 2 §2.2). */
export function vulnerabilitiesHeading(name: string, total: number, shown: number): string {
  return total > shown ? `Top ${shown} of ${total} ${name} security issues` : `${name} known security issues`;
}

/** Technology and category icons live under /s/ti/; "google:" icons are a domain's favicon. */
export function iconUrl(icon: string): string {
  if (icon.startsWith('google:'))
    return `https://www.google.com/s2/favicons?domain=${encodeURIComponent(icon.slice(7))}&sz=32`;
  return `/s/ti/${encodeURIComponent(icon)}`;
}
