/** Whether two language tags name different languages ("en" and "en-GB" do not; "en" and "hi" do). */
export const differentLanguage = (a: string, b: string) => a.split("-")[0].toLowerCase() !== b.split("-")[0].toLowerCase();
