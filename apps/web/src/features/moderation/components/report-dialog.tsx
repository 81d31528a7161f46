import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from 'lucide-react';
import type { ReportSubjectType } from '@mietmatch/contract';
import '../i18n';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import type { ReportReceipt as Receipt } from '../api/reports';
import { ReportReceipt } from './report-receipt';

/** The form, with its schema and fields, is fetched when a dialog first opens or its button is pointed at. */
const loadForm = () => import('./report-form');
const ReportForm = lazy(() => loadForm().then((m) => ({ default: m.ReportForm })));
/** A fetch ahead of the dialog; if it fails, opening the dialog fetches again. */
const prefetchForm = () => void loadForm().catch(() => undefined);

interface ReportDialogProps {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** A short quote of what is reported (a message's text), shown above the form. */
  quote?: string;
  /** `icon`: the small flag beside a message; `button`: an outline button with its text. */
  trigger?: 'button' | 'icon';
  className?: string;
}

/**
 * "Melden" / "Report" beside another member's listing, request, profile or message: a dialog with
 * reason, explanation and the good-faith confirmation, then the report's reference.
 */
export function ReportDialog(props: ReportDialogProps) {
  const { subjectType, quote, trigger = 'button', className } = props;
  const { t } = useTranslation(['moderation', 'common']);
  const [open, setOpen] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const title = t(`report.open.${subjectType}`);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // A new dialog starts with an empty form, also after a sent report.
        if (!next) setReceipt(null);
      }}
    >
      {/* Pointing at or focusing the button fetches the form, so it is usually there when the dialog opens. */}
      <DialogTrigger asChild onPointerEnter={prefetchForm} onFocus={prefetchForm}>
        {trigger === 'icon' ? (
          <button
            type="button"
            aria-label={title}
            title={title}
            className={cn(
              'shrink-0 cursor-pointer rounded-full p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground',
              'focus-visible:outline-2 focus-visible:outline-ring',
              className,
            )}
          >
            <Flag className="size-4" aria-hidden="true" />
          </button>
        ) : (
          <Button variant="outline" className={className} aria-label={title}>
            <Flag aria-hidden="true" />
            {t('report.button')}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
      >
        <DialogTitle className="pr-8">{title}</DialogTitle>
        {receipt ? (
          <>
            <DialogDescription className="sr-only">{t('report.doneTitle')}</DialogDescription>
            <div className="mt-5">
              <ReportReceipt reference={receipt.reference} alreadyReported={receipt.alreadyReported} />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t('common:actions.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogDescription className="mt-2">{t('report.intro')}</DialogDescription>
            {quote ? (
              <blockquote className="mt-4 line-clamp-4 whitespace-pre-line rounded-lg border-l-4 border-border bg-muted px-3 py-2 text-sm">
                {quote}
              </blockquote>
            ) : null}
            <Suspense fallback={<LoadingState label={t('common:loading')} className="py-10" />}>
              <ReportForm subjectType={props.subjectType} subjectId={props.subjectId} onDone={setReceipt} />
            </Suspense>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
