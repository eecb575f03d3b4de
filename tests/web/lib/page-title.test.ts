import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { applyBranding } from "@/lib/branding";
import { followPageTitles, setSiteName } from "@/lib/page-title";

describe("the tab's title follows the page's heading (lib/page-title.ts)", () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
  });

  it("is '{h1} · {school}', follows a heading that loads or changes, and is the school's name alone without one", async () => {
    applyBranding({ school_name: "Greenfield Primary" } as Parameters<typeof applyBranding>[0]);
    stop = followPageTitles();
    await waitFor(() => expect(document.title).toBe("Greenfield Primary"));
    document.body.innerHTML = `<header><h2>Menu</h2></header><main id="main"><p>Loading…</p></main>`;
    await waitFor(() => expect(document.title).toBe("Greenfield Primary"));
    document.querySelector("main")!.innerHTML = "<h1>The   Lost\n Kite</h1>";
    await waitFor(() => expect(document.title).toBe("The Lost Kite · Greenfield Primary"));
    document.querySelector("h1")!.firstChild!.textContent = "Courses";
    await waitFor(() => expect(document.title).toBe("Courses · Greenfield Primary"));
    // A page whose heading is the school's own name is not "Greenfield Primary · Greenfield Primary".
    document.querySelector("h1")!.textContent = "Greenfield Primary";
    await waitFor(() => expect(document.title).toBe("Greenfield Primary"));
  });

  it("signed in, stays the site's name: a heading may be a child's full name, and titles outlive pages in a shared computer's history", async () => {
    document.cookie = "signed_in=1; path=/";
    try {
      document.body.innerHTML = "<main><h1>Amara Adams</h1></main>";
      stop = followPageTitles();
      setSiteName("Greenfield Primary");
      await waitFor(() => expect(document.title).toBe("Greenfield Primary"));
      document.querySelector("h1")!.textContent = "Chloe Okafor";
      await new Promise((r) => setTimeout(r, 20));
      expect(document.title).toBe("Greenfield Primary");
    } finally {
      document.cookie = "signed_in=; path=/; max-age=0";
    }
    // Signed out (the next child at the computer), the visitor's pages are named again.
    document.querySelector("h1")!.textContent = "Library";
    await waitFor(() => expect(document.title).toBe("Library · Greenfield Primary"));
  });

  it("takes a new site name (the platform's host, another school) at once", async () => {
    document.body.innerHTML = "<main><h1>Library</h1></main>";
    stop = followPageTitles();
    setSiteName("Riverside");
    await waitFor(() => expect(document.title).toBe("Library · Riverside"));
  });
});
