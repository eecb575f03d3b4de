import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BookCategoryOut } from "@contracts/books";
import AllBookCategoriesPage from "@/app/routes/admin-panel/all-book-categories";
import AdminBookCategoryPage from "@/app/routes/admin-panel/book-category";
import SchoolBookCategoriesPage from "@/app/routes/school-admin/book-categories";
import AddBookCategoryPage from "@/app/routes/school-admin/add-book-category";
import { renderPage, stubFetch } from "../render";
import { page } from "../library/fixtures";

const animals: BookCategoryOut = { id: "cat_animals", name: "Animals", slug: "animals", image: "/api/files/platform/book-categories/animals.png", sort_order: 0, platform: true };
const local: BookCategoryOut = { id: "cat_local", name: "Our Town", slug: "our-town", image: null, sort_order: 3, platform: false };
const formKeys = (body: unknown) => [...new Set((body as FormData).keys())].sort();
const formValue = (body: unknown, key: string) => (body as FormData).get(key);
const field = (name: string) => screen.getByLabelText(name, { selector: "input" });

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = () => "blob:picked-preview";
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

function setup() {
  return stubFetch({
    "GET /api/book-categories/": () => ({ body: page([animals, local]) }),
    "POST /api/book-categories/": () => ({ status: 201, body: { ...local, id: "cat_new", name: "Oceans" } }),
    "PATCH /api/book-categories/cat_local": () => ({ body: { ...local, name: "Our City" } }),
    "PATCH /api/book-categories/cat_animals": () => ({ body: animals }),
    "DELETE /api/book-categories/cat_animals": () => ({ status: 204 }),
  });
}

describe("book categories", () => {
  it("staff add: validates with the contract's messages, then posts a multipart body", async () => {
    const calls = setup();
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<AdminBookCategoryPage />, { path: "/admin-panel/book-category", route: "/admin-panel/book-category/:categoryId?", routes: { "/admin-panel/all-book-categories": <p>the list</p> } });
    expect(screen.getByRole("heading", { level: 1, name: "Add category" })).toBeInTheDocument();

    await user.type(field("Slug"), "Not A Slug");
    await user.type(field("Order"), "-1");
    await user.upload(field("Image"), new File(["GIF89a"], "cat.gif", { type: "image/gif" }));
    await user.click(screen.getByRole("button", { name: "Add category" }));
    expect(field("Name")).toHaveAccessibleDescription("Required");
    expect(field("Slug")).toHaveAccessibleDescription("Use lowercase letters, digits and dashes");
    expect(field("Order")).toHaveAccessibleDescription("Enter a whole number from 0 to 10000");
    expect(field("Image")).toHaveAccessibleDescription("Only PNG, JPEG or WebP images are accepted.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(field("Name"), "Oceans");
    await user.clear(field("Slug"));
    await user.type(field("Slug"), "oceans");
    await user.clear(field("Order"));
    await user.type(field("Order"), "4");
    await user.upload(field("Image"), new File([new Uint8Array(64)], "ocean.webp", { type: "image/webp" }));
    expect(screen.getByRole("img", { name: "Image preview" })).toHaveAttribute("src", "blob:picked-preview");
    await user.click(screen.getByRole("button", { name: "Add category" }));

    expect(await screen.findByText("Category added successfully!")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe("/api/book-categories/");
    expect(post.body).toBeInstanceOf(FormData);
    expect(formKeys(post.body)).toEqual(["image", "name", "slug", "sort_order"]);
    expect(formValue(post.body, "name")).toBe("Oceans");
    expect(formValue(post.body, "slug")).toBe("oceans");
    expect(formValue(post.body, "sort_order")).toBe("4");
    expect((formValue(post.body, "image") as File).name).toBe("ocean.webp");
    expect(await screen.findByText("the list")).toBeInTheDocument();
  });

  it("a blank slug and order are left out for the server to choose", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderPage(<AddBookCategoryPage />, { path: "/admin/add-book-category", route: "/admin/add-book-category/:categoryId?" });
    await user.type(field("Name"), "Oceans");
    await user.click(screen.getByRole("button", { name: "Add category" }));
    await screen.findByText("Category added successfully!");
    expect(formKeys(calls.find((c) => c.method === "POST")!.body)).toEqual(["name"]);
  });

  it("school edit sends only the changed fields", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderPage(<AddBookCategoryPage />, { path: "/admin/add-book-category/cat_local", route: "/admin/add-book-category/:categoryId?" });
    expect(await screen.findByRole("heading", { level: 1, name: "Edit category" })).toBeInTheDocument();
    expect(await screen.findByDisplayValue("Our Town")).toBe(field("Name"));
    await user.clear(field("Name"));
    await user.type(field("Name"), "Our City");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Category updated successfully!")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.url).toBe("/api/book-categories/cat_local");
    expect(formKeys(patch.body)).toEqual(["name"]);
    expect(formValue(patch.body, "name")).toBe("Our City");
  });

  it("a school cannot edit a platform-wide category", async () => {
    setup();
    renderPage(<SchoolBookCategoriesPage />, { path: "/admin/book-categories", route: "/admin/book-categories" });
    const table = await screen.findByRole("table", { name: "Book categories in their order" });
    const [platformRow, ownRow] = within(table).getAllByRole("row").slice(1);
    expect(within(platformRow).getByText("Platform-wide")).toBeInTheDocument();
    expect(within(platformRow).getByText("Managed by platform staff")).toBeInTheDocument();
    expect(within(platformRow).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(ownRow).getByRole("link", { name: "Edit Our Town" })).toHaveAttribute("href", "/admin/add-book-category/cat_local");
  });

  it("staff delete asks first, then deletes", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderPage(<AllBookCategoriesPage />, { path: "/admin-panel/all-book-categories", route: "/admin-panel/all-book-categories" });
    expect(screen.getByRole("heading", { level: 1, name: "Book categories" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Delete Animals" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete category" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The category “\u2068Animals\u2069” was deleted.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")!.url).toBe("/api/book-categories/cat_animals");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
