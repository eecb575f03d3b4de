/**
 * Text from people (a title, a name, a reason) isolated (U+2068 … U+2069) for a translated sentence
 * that is a plain string (a toast, a dialog's description): in a right-to-left sentence "Grace R."
 * keeps its dot at its end. In JSX, wrap such text in <bdi> instead.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
