import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { GALLERY_SLIDE } from './property-details/details-frame';

interface GalleryImage {
  id: string;
  url: string;
  thumbUrl?: string;
}

/** One large image with previous/next (buttons, ←/→ keys, swipe) and a thumbnail strip. */
export function ImageGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation('properties');
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-xl border bg-muted text-muted-foreground">
        <ImageOff className="size-10" aria-hidden="true" />
        <span className="text-sm">{t('card.noImage')}</span>
      </div>
    );
  }
  const current = images[index]!;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? index + 1 : index - 1);
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('details.gallery')} className="flex flex-col gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel slide (aria-roledescription), not a form fieldset */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slide takes focus so arrow keys page through the images
        tabIndex={0}
        role="group"
        aria-roledescription="slide"
        aria-label={t('details.image', { index: index + 1, count })}
        onKeyDown={onKeyDown}
        onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
        className={cn(
          GALLERY_SLIDE,
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <img
          src={current.url}
          alt={`${title} – ${t('details.image', { index: index + 1, count })}`}
          className="size-full object-cover"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={t('details.previousImage')}
              onClick={() => go(index - 1)}
              className="absolute left-3 top-1/2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-background/90 shadow focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={t('details.nextImage')}
              onClick={() => go(index + 1)}
              className="absolute right-3 top-1/2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-background/90 shadow focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <span
              className="absolute bottom-3 right-3 rounded-full bg-background/90 px-2.5 py-1 text-xs font-medium"
              aria-hidden="true"
            >
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                aria-label={t('details.showImage', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block h-16 w-24 cursor-pointer overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  i === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <img src={image.thumbUrl ?? image.url} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
