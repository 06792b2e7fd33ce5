/** Text made safe inside HTML or XML, as an element's text or an attribute's value: the published pages' own markup. */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
