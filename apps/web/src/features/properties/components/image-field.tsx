import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, X } from 'lucide-react';
import { IMAGE_MIME_TYPES } from '@mietmatch/contract/constants';
import { MAX_PROPERTY_IMAGES } from '@mietmatch/contract';
import { Button } from '../../../components/ui/button';

const MAX_BYTES = 10 * 1024 * 1024;

interface ExistingImage {
  id: string;
  url: string;
  thumbUrl?: string;
}

interface ImageFieldProps {
  existing: ExistingImage[];
  removedIds: string[];
  onRemoveExisting: (id: string) => void;
  files: File[];
  onFiles: (files: File[]) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}

/** Upload with previews: kept images, then new ones (marked "new"); each removable; 20 at most. */
export function ImageField({
  existing,
  removedIds,
  onRemoveExisting,
  files,
  onFiles,
  error,
  onError,
}: ImageFieldProps) {
  const { t } = useTranslation('properties');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const kept = existing.filter((image) => !removedIds.includes(image.id));
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );
  const count = kept.length + files.length;

  const add = (list: FileList | null) => {
    if (!list) return;
    const accepted: File[] = [];
    for (const file of Array.from(list)) {
      if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
        return onError(t('form.imageWrongType', { name: file.name }));
      if (file.size > MAX_BYTES) return onError(t('form.imageTooLarge', { name: file.name }));
      accepted.push(file);
    }
    if (count + accepted.length > MAX_PROPERTY_IMAGES) return onError('tooManyImages');
    onError(undefined);
    onFiles([...files, ...accepted]);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          variant="outline"
          onClick={() => inputRef.current?.click()}
          disabled={count >= MAX_PROPERTY_IMAGES}
          aria-describedby={`${id}-hint`}
        >
          <ImagePlus aria-hidden="true" />
          {t('form.imagesChoose')}
        </Button>
        <span className="text-sm text-muted-foreground">
          {t('form.imagesCount', { count, max: MAX_PROPERTY_IMAGES })}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('form.imagesHint', { max: MAX_PROPERTY_IMAGES })}
      </p>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      {count > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {kept.map((image, index) => (
            <Thumb
              key={image.id}
              src={image.thumbUrl ?? image.url}
              label={t('form.removeImage', { index: index + 1 })}
              onRemove={() => onRemoveExisting(image.id)}
            />
          ))}
          {previews.map((preview, index) => (
            <Thumb
              key={preview.url}
              src={preview.url}
              badge={t('form.newImage')}
              label={t('form.removeImage', { index: kept.length + index + 1 })}
              onRemove={() => onFiles(files.filter((f) => f !== preview.file))}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Thumb({ src, label, badge, onRemove }: { src: string; label: string; badge?: string; onRemove: () => void }) {
  return (
    <li className="relative aspect-[4/3] overflow-hidden rounded-lg border bg-muted">
      <img src={src} alt="" className="size-full object-cover" />
      {badge ? (
        <span className="absolute left-2 top-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
          {badge}
        </span>
      ) : null}
      <button
        type="button"
        aria-label={label}
        onClick={onRemove}
        className="absolute right-2 top-2 flex size-8 cursor-pointer items-center justify-center rounded-full bg-background/90 shadow-sm hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
