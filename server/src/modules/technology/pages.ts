/** Page loaders of this area: Technologies, categories and search. One per page route of the contract's area file. */
export const technologyPageLoaders = {};
