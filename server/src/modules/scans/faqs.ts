import type { FaqEntry } from '@techcensus/contract';

/** The FAQ list under the website profiler scan form. */
export const TECHNOLOGY_SCAN_FAQ: FaqEntry[] = [
  {
    question: 'What does a live technology scan do?',
    answer:
      'It visits the home page of the website now, the way a browser would, and reports the technologies it finds: content management system, frameworks, JavaScript libraries, analytics, web server and more, with versions where the site shows them.',
  },
  {
    question: 'How long does a scan take?',
    answer:
      'Usually a few seconds, at most a few minutes when many scans are queued. The report page updates by itself.',
  },
  {
    question: 'What is a deep scan?',
    answer:
      'A deep scan also renders the page in a headless browser, so technologies that only show up once scripts run are found too. It takes longer, and it is only offered where the server has a browser installed.',
  },
  {
    question: 'Does a scan update the website profile?',
    answer:
      'Yes. The result is written to the index, so the website profile and the technology pages show the new data, and changes since the previous visit appear in the website history.',
  },
  {
    question: 'Which websites cannot be scanned?',
    answer:
      'Government and military websites, websites whose owners asked to be removed from the dataset, and addresses that are not public websites.',
  },
];

/** The FAQ list under the security scan form. */
export const SECURITY_SCAN_FAQ: FaqEntry[] = [
  {
    question: 'What does the security scan check?',
    answer:
      'It detects the software versions the website runs and lists the known vulnerabilities (CVEs) that affect those versions. Nothing is attacked or exploited: the scan reads only what any visitor receives.',
  },
  {
    question: 'Why do I need to verify domain ownership?',
    answer:
      'A list of vulnerabilities is sensitive, so we only show it to the owner of the website. Sign up with an e-mail address on your domain, or place a verification file in the root of your website.',
  },
  {
    question: 'Can I test for one specific CVE?',
    answer:
      'Yes. Open the CVE page and choose the live scan, or go to /cve-security-scan/{CVE id}. The result says Vulnerable, Not Vulnerable, or Detection Inconclusive with the reason.',
  },
  {
    question: 'Why can a result be inconclusive?',
    answer:
      'When the affected software was not detected, when the website does not show its version, or when the CVE concerns software we cannot detect from the outside.',
  },
];
