/* Search: the combined search over the library, giving (and learning, once it exists). Owns no table. */
export { combinedSearchRoutes } from "./combined-search.routes";
