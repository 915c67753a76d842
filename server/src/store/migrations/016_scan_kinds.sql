-- Website scans beside the API's (part 2 §2.1, §7): what a scan looks for, where it came from.

-- technology: the Technology Stack Report; security: every CVE of the detected versions; cve: one
-- CVE's verdict. `origin` keeps the website's scans (readable by their id) apart from the API's
-- (readable with the key that paid for them).
ALTER TABLE scans
  ADD COLUMN kind text NOT NULL DEFAULT 'technology' CHECK (kind IN ('technology', 'security', 'cve')),
  ADD COLUMN cve_id text,
  ADD COLUMN deep boolean NOT NULL DEFAULT false,
  ADD COLUMN origin text NOT NULL DEFAULT 'api' CHECK (origin IN ('api', 'web')),
  ADD CONSTRAINT scans_cve_kind CHECK ((kind = 'cve') = (cve_id IS NOT NULL));
