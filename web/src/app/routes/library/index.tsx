import { lazy } from "react";
import type { RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { RequireAuth } from "@/components/guards";

/** The library's pages inside the root layout; each page is its own chunk. */
const LibraryHome = lazy(() => import("./home"));
const Book = lazy(() => import("./book"));
const Story = lazy(() => import("./story"));
const UploadBook = lazy(() => import("./upload-book"));
const UploadContent = lazy(() => import("./upload-content"));
const UploadBlog = lazy(() => import("./upload-blog"));
const UploadBlogSteps = lazy(() => import("./upload-blog-steps"));
const StoryEdit = lazy(() => import("./story-edit"));
const DearWorldBook = lazy(() => import("./dear-world-book"));

export const libraryRoutes: RouteObject[] = [
  { index: true, element: <LibraryHome /> },
  { path: paths.library, element: <LibraryHome /> },
  { path: `${paths.library}/:id`, element: <Book /> },
  { path: "/stories/:slug", element: <Story /> },
  { path: paths.dearWorldBook, element: <DearWorldBook /> },
  {
    path: paths.uploadBook,
    element: (
      <RequireAuth>
        <UploadBook />
      </RequireAuth>
    ),
  },
  {
    path: paths.uploadContent,
    element: (
      <RequireAuth>
        <UploadContent />
      </RequireAuth>
    ),
  },
  {
    path: paths.uploadBlog,
    element: (
      <RequireAuth>
        <UploadBlog />
      </RequireAuth>
    ),
  },
  {
    path: "/uploadblogsteps/:slug",
    element: (
      <RequireAuth>
        <UploadBlogSteps />
      </RequireAuth>
    ),
  },
  {
    path: paths.storyEditList,
    element: (
      <RequireAuth>
        <StoryEdit />
      </RequireAuth>
    ),
  },
];
