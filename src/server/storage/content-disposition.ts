/**
 * `attachment; filename="..."` with an ASCII stand-in for old clients and, when the real name is
 * not plain ASCII, its exact UTF-8 form (RFC 6266 / RFC 5987 `filename*`).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const header = `${type}; filename="${fallback}"`;
  if (fallback === fileName) return header;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${header}; filename*=UTF-8''${encoded}`;
}
