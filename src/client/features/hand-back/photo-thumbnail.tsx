import { useEffect, useState } from 'react';

/** A small picture of a chosen photo, from its blob; nothing where the browser makes no object URLs. */
export function PhotoThumbnail({ file, alt }: { file: Blob; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <span className="block size-20 overflow-hidden rounded-md border bg-muted">
      {url ? (
        <img src={url} alt={alt} className="size-full object-cover" />
      ) : (
        <span className="sr-only">{alt}</span>
      )}
    </span>
  );
}
