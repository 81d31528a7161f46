import { useEffect, useEffectEvent, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { Skeleton } from '../../../components/ui/skeleton';
import { fetchRequestFile } from '../api/request-file';

/**
 * A private request image: loaded with the Bearer header as a Blob and shown through an object URL,
 * revoked when the image leaves. `onGone` runs on a 404 (access removed meanwhile).
 */
export function PrivateImage({
  url,
  alt,
  className,
  onGone,
}: {
  url: string;
  alt: string;
  className?: string;
  onGone?: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // onGone is a callback for the moment of failure; a new function from the parent must not reload the image.
  const gone = useEffectEvent(() => onGone?.());

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setSrc(null);
    setFailed(false);
    fetchRequestFile(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        if ((error as { status?: number }).status === 404 || (error as { status?: number }).status === 403) gone();
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (failed) {
    return (
      <div className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}>
        <ImageOff className="size-6" aria-label={alt} />
      </div>
    );
  }
  if (!src) return <Skeleton className={className} />;
  return <img src={src} alt={alt} className={cn('object-cover', className)} />;
}
