import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { App } from "./app/app";
import { startPersistence } from "./app/persist";
import { store } from "./lib/store";
// Devanagari and Arabic web fonts for devices without them (some Linux and older Android builds):
// each face is fetched only when the page shows a character of its unicode-range.
import "@fontsource/noto-sans-devanagari/400.css";
import "@fontsource/noto-sans-devanagari/700.css";
import "@fontsource/noto-sans-arabic/400.css";
import "@fontsource/noto-sans-arabic/700.css";
import "./styles.css";

startPersistence(store);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
