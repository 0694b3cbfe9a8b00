import { useEffect, useState } from 'react';
import { cn } from '#client/components/ui/cn.ts';

/**
 * A small picture of a chosen photo (or, `wide`, of the signature), from its blob; its words only
 * where the browser makes no object URLs.
 */
export function PhotoThumbnail({ file, alt, wide = false }: { file: Blob; alt: string; wide?: boolean }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <span
      className={cn(
        'block overflow-hidden rounded-md border',
        wide ? 'h-20 w-40 bg-white' : 'size-20 bg-muted',
      )}
    >
      {url ? (
        <img src={url} alt={alt} className={cn('size-full', wide ? 'object-contain' : 'object-cover')} />
      ) : (
        <span className="sr-only">{alt}</span>
      )}
    </span>
  );
}
