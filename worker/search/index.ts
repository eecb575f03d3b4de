/* Search and discovery: the combined search over the library and giving (and learning, once it exists), robots.txt and the sitemap. Owns no table. */
export { combinedSearchRoutes } from "./combined-search.routes";
export { sitemapRoutes } from "./sitemap.routes";
