import { type FaqEntry, reportPriceWords } from '@techcensus/contract';

const REPORT_PRICES = reportPriceWords();

/** The /faq questions. Answers describe what the service does today, nothing more. */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: 'How does TechCensus know what a website is built with?',
    answer:
      'Our crawler visits the home page of a website and reads what any browser receives: the HTML, response headers, cookies, up to four of its scripts and style sheets, its robots.txt and ads.txt, and a few DNS records. A set of fingerprints (patterns for thousands of technologies) is matched against those signals. Where a pattern also captures a version, we record it.',
  },
  {
    question: 'How accurate is the data?',
    answer:
      'Detections are only as good as the fingerprints: a technology that leaves no trace in the page cannot be seen, and a site that blocks crawlers cannot be read at all. We never list a website as using nothing because it blocked us; such visits are recorded as blocked. Versions are reported only when the page reveals them.',
  },
  {
    question: 'How fresh is the data?',
    answer:
      "Every website profile shows when we last visited it. Websites are revisited over time, and changes between visits (technologies added, dropped, or upgraded) are kept for twelve months. If you need today's answer, run a live scan of the website.",
    answerhtml:
      'Every website profile shows when we last visited it. Websites are revisited over time, and changes between visits (technologies added, dropped, or upgraded) are kept for twelve months. If you need today\'s answer, run a <a href="/technology-scan">live scan</a> of the website.',
  },
  {
    question: 'Why does the site say it shows demo data?',
    answer:
      'A new installation of TechCensus can be filled with generated sample websites so that every page has something to show. While that is the case a notice says so on the affected pages; those websites and their counts are not results of a real crawl.',
  },
  {
    question: 'Where do the vulnerability (CVE) data come from?',
    answer:
      'CVE records come from the public CVE List and from the RetireJS repository of vulnerable JavaScript libraries; weaknesses (CWE) come from the MITRE CWE catalogue. We map each record to the technologies we detect and mark a website as vulnerable when the version we detected falls in an affected range. A website running an affected version may still have a fix applied that we cannot see.',
    answerhtml:
      'CVE records come from the public CVE List and from the RetireJS repository of vulnerable JavaScript libraries; weaknesses (CWE) come from the MITRE CWE catalogue. We map each record to the technologies we detect and mark a website as vulnerable when the version we detected falls in an affected range. A website running an affected version may still have a fix applied that we cannot see. See the <a href="/cve">CVE database</a>.',
  },
  {
    question: 'What is a report?',
    answer: `A report is a downloadable list of the websites that match the filters you choose in the report builder: technologies (with versions), categories, response headers, countries, top-level domains and languages. You see the number of websites and the price before you buy. ${REPORT_PRICES}`,
    answerhtml: `A report is a downloadable list of the websites that match the filters you choose in the <a href="/create-report">report builder</a>: technologies (with versions), categories, response headers, countries, top-level domains and languages. You see the number of websites and the price before you buy. ${REPORT_PRICES}`,
  },
  {
    question: 'How do credits work?',
    answer:
      'Credits pay for API calls; reports are bought with money at checkout, not with credits. A subscription adds credits every month; they expire one month after the subscription ends. Credits bought as a package expire three months after purchase.',
    answerhtml:
      'Credits pay for API calls; reports are bought with money at checkout, not with credits. A subscription adds credits every month; they expire one month after the subscription ends. Credits bought as a package expire three months after purchase. See <a href="/pricing">pricing</a>.',
  },
  {
    question: 'Is there an API?',
    answer:
      'Yes. With an API key (generated on your account page) you can look up a domain (1 credit), run a live scan (2 credits), list subdomains (1 credit per 10 subdomains) and list the websites matching your filters (1 credit per website returned). Looking up the test domain and checking your credit balance are free.',
    answerhtml:
      'Yes. With an API key (generated on your <a href="/user/account">account page</a>) you can look up a domain (1 credit), run a live scan (2 credits), list subdomains (1 credit per 10 subdomains) and list the websites matching your filters (1 credit per website returned). Looking up the test domain and checking your credit balance are free. See <a href="/about-api">the API page</a>.',
  },
  {
    question: 'Why can I not run a security scan of any website?',
    answer:
      'A security scan tests a website for known vulnerabilities, which only its owner should ask for. You must confirm that you are authorised and prove that you own the domain: register with an e-mail address on that domain, or place a verification file in the website root. Government and military domains are never scanned.',
  },
  {
    question: 'How do I get my website removed?',
    answer:
      'Use the domain removal form. To prove that the domain is yours, you place a short verification code in a file named wts.txt at the root of the website; once we can read it, the domain is removed from our dataset.',
    answerhtml:
      'Use the <a href="/domain-removal">domain removal form</a>. To prove that the domain is yours, you place a short verification code in a file named wts.txt at the root of the website; once we can read it, the domain is removed from our dataset.',
  },
  {
    question: 'What is TechCensusBot?',
    answer:
      'It is our crawler. It identifies itself in its user agent, honours robots.txt, and sends at most one request at a time to a website.',
    answerhtml:
      'It is our crawler. It identifies itself in its user agent, honours robots.txt, and sends at most one request at a time to a website. The <a href="/bot">bot page</a> explains how to control it.',
  },
  {
    question: 'A technology is missing. Can you add it?',
    answer:
      'Suggest it with the technology suggestion form. We add well-established technologies that leave a reliable trace in web pages; not every suggestion is approved.',
    answerhtml:
      'Suggest it with the <a href="/suggest-technology">technology suggestion form</a>. We add well-established technologies that leave a reliable trace in web pages; not every suggestion is approved.',
  },
];
