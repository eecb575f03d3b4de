import { lazy } from "react";
import type { RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { RequireAuth } from "@/components/guards";

/** The library's pages inside the root layout; each page is its own chunk. */
const LibraryHome = lazy(() => import("./home"));
const Book = lazy(() => import("./book"));
const UploadBook = lazy(() => import("./upload-book"));

export const libraryRoutes: RouteObject[] = [
  { index: true, element: <LibraryHome /> },
  { path: paths.library, element: <LibraryHome /> },
  { path: `${paths.library}/:id`, element: <Book /> },
  {
    path: paths.uploadBook,
    element: (
      <RequireAuth>
        <UploadBook />
      </RequireAuth>
    ),
  },
];
