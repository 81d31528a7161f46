import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';

/*
 * A listing page's layout, shared by the page (property-details-page.tsx, image-gallery.tsx) and by the frame
 * the build writes into the page's HTML (DetailsFrame), so that both stand exactly where the other does.
 */

/** "Zurück" (the member's actions follow the title, so the photo stands at the same place for everyone). */
export const DETAILS_TOP_ROW = 'flex flex-wrap items-center justify-between gap-3';
/** The listing's column, and the costs and the landlord beside it from 1024 px. */
export const DETAILS_GRID = 'grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_340px]';
export const DETAILS_COLUMN = 'flex flex-col gap-6';
export const DETAILS_SIDE = 'flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start';
/** The gallery's large image: one shape whatever the photo's, so nothing below it moves when it arrives. */
export const GALLERY_SLIDE = 'relative aspect-[16/10] overflow-hidden rounded-xl border bg-muted';
/** The id of the frame's image, which public/boot.js shows once it has the listing. */
const FRAME_PHOTO_ID = 'listing-photo';

/**
 * A listing's page before its code has arrived: "Zurück", the first photo's place (boot.js puts the photo in it
 * as soon as the listing's answer is there: the largest thing a phone shows here), and placeholders of the
 * title and the cards. Nothing of the listing is in it when the build writes it.
 */
export function DetailsFrame({ back }: { back: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div className={DETAILS_TOP_ROW}>
        <span className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" />
          {back}
        </span>
      </div>
      <div className={DETAILS_GRID}>
        <div className={DETAILS_COLUMN}>
          <div className={GALLERY_SLIDE}>
            {/* Empty until boot.js has the listing; its alt is the listing's title then. */}
            <img id={FRAME_PHOTO_ID} alt="" hidden className="size-full object-cover" />
          </div>
          <div className="flex flex-col gap-3">
            <Skeleton className="h-6 w-56" />
            <Skeleton className="h-8 w-full max-w-md" />
            <Skeleton className="h-5 w-64" />
          </div>
        </div>
        <div className={`${DETAILS_SIDE} hidden lg:flex`}>
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
