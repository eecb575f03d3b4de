/** Text or an attribute value written into HTML the Worker builds itself (emails, the app's page hints and first paint). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
