export type FilePart = { name: string; bytes: Buffer; type?: string };

/** A real multipart body, serialised the way a browser's FormData is. */
export async function multipartForm(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}
