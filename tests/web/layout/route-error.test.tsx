import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import RouteError from "@/app/routes/shell/route-error";
import { ApiError } from "@/lib/api-client";

function Boom({ error }: { error: unknown }): never {
  throw error;
}

const renderThrowing = (error: unknown) =>
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: <Boom error={error} />, errorElement: <RouteError /> }])} />);

describe("the route error boundary", () => {
  it("shows a friendly page with the request id to quote instead of a blank screen", () => {
    renderThrowing(new ApiError(500, "INTERNAL", "Something went wrong on our side.", {}, "req_abc123"));
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong on this page" })).toBeInTheDocument();
    expect(screen.getByText("req_abc123")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("asks for a reload when a page's chunk is gone after a deploy", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    renderThrowing(new TypeError("Failed to fetch dynamically imported module: /assets/course-abc.js"));
    expect(screen.getByRole("heading", { level: 1, name: "This site has just been updated" })).toBeInTheDocument();
    spy.mockRestore();
  });
});
