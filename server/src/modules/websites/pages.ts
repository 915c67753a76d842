/** Page loaders of this area: The website profile and its sub-pages. One per page route of the contract's area file. */
export const websitePageLoaders = {};
