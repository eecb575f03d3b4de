/**
 * Text from people (a title, a name, a reason) isolated (U+2068 … U+2069) for a translated sentence
 * that is a plain string (a toast, an alert, a dialog's description): in a right-to-left sentence
 * "Please add an ending." keeps its full stop at its end. In JSX, wrap such text in <bdi> instead.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
