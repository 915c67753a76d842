/** Page loaders of this area: ASN, IP, tag ID, advertiser and response-header lookups. One per page route of the contract's area file. */
export const networkPageLoaders = {};
