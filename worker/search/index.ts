/* Search and discovery: the combined search over the library, giving and learning, the /sdgs overview of what serves each goal, robots.txt and the sitemap. Owns no table. */
export { combinedSearchRoutes } from "./combined-search.routes";
export { sdgRoutes } from "./sdgs.routes";
export { sitemapRoutes } from "./sitemap.routes";
