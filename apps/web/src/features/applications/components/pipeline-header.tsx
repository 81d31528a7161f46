import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CalendarClock, CircleCheck, CircleSlash, Pencil } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import '../i18n';

interface PipelineHeaderProps {
  propertyId: string;
  title?: string;
  /** From the pipeline's answer, once loaded. */
  open?: { applicationsOpen: boolean; applicationLimit: number | null };
}

/** The way back, the listing's name, whether it takes applications, and where slots and settings live. */
export function PipelineHeader({ propertyId, title, open }: PipelineHeaderProps) {
  const { t } = useTranslation('applications');
  const id = encodeURIComponent(propertyId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Link to={`/property-details/${id}`} className={buttonClasses('ghost', 'sm', 'self-start')}>
          <ArrowLeft aria-hidden="true" />
          {t('pipeline.back')}
        </Link>
        {title ? <h2 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">{title}</h2> : null}
        <p className="text-muted-foreground">{t('pipeline.intro')}</p>
      </div>
      {open ? (
        <Card className="flex flex-col gap-3 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <p className="flex items-center gap-2 font-medium">
              {open.applicationsOpen ? (
                <CircleCheck className="size-4 text-success" aria-hidden="true" />
              ) : (
                <CircleSlash className="size-4 text-muted-foreground" aria-hidden="true" />
              )}
              {open.applicationsOpen
                ? open.applicationLimit !== null
                  ? t('pipeline.openLimit', { count: open.applicationLimit })
                  : t('pipeline.open')
                : t('pipeline.closed')}
            </p>
            <p className="text-muted-foreground">{t('pipeline.inviteHint')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={`/properties/${id}/viewings`} className={buttonClasses('outline', 'sm')}>
              <CalendarClock aria-hidden="true" />
              {t('pipeline.slots')}
            </Link>
            <Link to={`/edit-property/${id}`} className={buttonClasses('outline', 'sm')}>
              <Pencil aria-hidden="true" />
              {t('pipeline.edit')}
            </Link>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
