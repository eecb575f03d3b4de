import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { App } from "./app/app";
import { startPersistence } from "./app/persist";
import { store } from "./lib/store";
import { releaseSnapshot } from "./lib/page-snapshot";
// Devanagari and Arabic web fonts for devices without them (some Linux and older Android builds):
// each face is fetched only when the page shows a character of its unicode-range.
import "@fontsource/noto-sans-devanagari/400.css";
import "@fontsource/noto-sans-devanagari/700.css";
import "@fontsource/noto-sans-arabic/400.css";
import "@fontsource/noto-sans-arabic/700.css";
import "./styles.css";

startPersistence(store);
// The server's first paint (lib/page-snapshot.ts) gives way when the page is shown; should a page
// never settle (a request that hangs), the app is shown as it is after 20 s rather than kept hidden.
setTimeout(releaseSnapshot, 20_000);

// The first render is a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree, so a tap or scroll during start-up is answered (on a
// slow phone the first render of a page took several 100 ms in one task).
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  );
});
