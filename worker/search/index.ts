export { combinedSearchRoutes } from "./combined-search.routes";
