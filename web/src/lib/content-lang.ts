// One rule for the web app and the Worker's first paint (worker/lib/page-snapshot.ts).
export { contentLang } from "@contracts/content-lang";
