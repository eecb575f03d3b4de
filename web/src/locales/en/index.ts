// This language's catalogues, one per namespace, as one module: i18n.ts loads it when the language is needed.
export default Object.values(import.meta.glob<Record<string, string>>("./*.json", { eager: true, import: "default" }));
