// The privacy policy and terms, as HTML the browser renders (part 2 §2.1 "server-supplied html").
// They say what this service does with data and nothing it cannot back.

import { reportPriceWords } from '@techcensus/contract';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function privacyHtml(contactEmail: string): string {
  const mail = `<a href="mailto:${esc(contactEmail)}">${esc(contactEmail)}</a>`;
  return `<h1>Privacy policy</h1>
<p>This policy explains what TechCensus stores about you and about websites, why, and how you can have it removed. Questions: ${mail}.</p>
<h2>Data about websites</h2>
<p>Our crawler, TechCensusBot, reads what any visitor of a website receives: its home page, response headers, a few scripts and style sheets, robots.txt, ads.txt and public DNS records. From these we record the technologies used and, where the page publishes them, contact details such as e-mail addresses, phone numbers, a postal address and social media links. We show this on website pages and include it in reports.</p>
<p>A website owner can have a domain removed from the dataset through the <a href="/domain-removal">domain removal</a> form.</p>
<h2>Data about you</h2>
<ul>
<li><strong>Account:</strong> your name, e-mail address, how you sign in (a password, stored only as a hash, or Google sign-in), and the date the account was created.</li>
<li><strong>Use of the service:</strong> your API key, credits and their history, orders and reports, verified domains, monitored websites and the scans you run.</li>
<li><strong>Messages:</strong> what you send through the contact, suggestion and removal forms, with the e-mail address you give.</li>
<li><strong>Technical data:</strong> a session cookie that keeps you signed in and a cookie that protects forms against cross-site requests; your IP address, used to limit request rates and to protect forms against automated use; and, when a page fails in your browser, an error report with the page address, the error and your browser's user agent.</li>
</ul>
<p>We use this data to run the service and to answer you. We do not sell it, and we do not use advertising or tracking cookies.</p>
<h2>Other services</h2>
<p>Forms may show a human-verification challenge. If you sign in with Google, Google tells us your name and e-mail address. Website icons may be loaded from a favicon service, which then sees the icon requested.</p>
<h2>Keeping and deleting</h2>
<p>Account data is kept while the account exists. Deleting your account on the account page deletes the account with its verified domains and monitored websites. Records we must keep for payments are kept as long as required.</p>
<h2>Your requests</h2>
<p>You may ask what we hold about you, and ask us to correct or delete it, by writing to ${mail}.</p>
<h2>Changes</h2>
<p>When this policy changes, the new version is published on this page.</p>`;
}

export function termsHtml(contactEmail: string): string {
  const mail = `<a href="mailto:${esc(contactEmail)}">${esc(contactEmail)}</a>`;
  return `<h1>Terms of service</h1>
<p>These terms apply to the TechCensus website, its API and its reports. By using them you accept these terms. Questions: ${mail}.</p>
<h2>The data</h2>
<p>Technology detections, versions, counts, market shares and vulnerability matches are produced automatically from what websites publish. They can be incomplete or wrong, and they describe a website as it was at our last visit. Use them as an indication, not as a statement of fact about any website.</p>
<h2>Acceptable use</h2>
<ul>
<li>Run security scans only of domains you own or are authorised to test; the service asks you to confirm this and to prove ownership.</li>
<li>Do not try to get around rate limits, human-verification checks, credit charges or access rules, and do not harvest the website's pages automatically; use the API.</li>
<li>Contact details in reports are published by the websites themselves. When you use them, you are responsible for following the law that applies to you, including rules on unsolicited messages.</li>
</ul>
<h2>Accounts, credits and payments</h2>
<p>Keep your password and API key to yourself; what is done with them counts as done by you. Prices are shown before you buy. Credits included in a subscription expire one month after the subscription ends; credits bought as a package expire three months after purchase. ${esc(reportPriceWords())} Credits pay for API calls, not for reports.</p>
<h2>Availability</h2>
<p>We work to keep the service available and correct but do not promise that it is uninterrupted or error-free. We may change or end features; paid credits that can no longer be used will be handled fairly.</p>
<h2>Ending</h2>
<p>You can delete your account at any time on the account page. We may close accounts that break these terms.</p>
<h2>Changes</h2>
<p>When these terms change, the new version is published on this page.</p>`;
}
