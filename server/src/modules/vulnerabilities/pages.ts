/** Page loaders of this area: CVE, CWE and security pages. One per page route of the contract's area file. */
export const vulnerabilityPageLoaders = {};
