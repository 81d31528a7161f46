import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Home, Undo2 } from 'lucide-react';
import { isLiveApplication, type MyApplication } from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { formatEuros } from '../../../components/listings/property-format';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { InterestActions } from './interest-actions';
import { ApplicationStatusBadge } from './status-badge';
import '../i18n';

/** What happens next for this application, in one or two sentences, with the step's link. */
function NextStep({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation(['applications', 'messages']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const { status, property } = application;
  if (status === 'new') {
    return application.expiresAt ? (
      <p>{t('mine.next.new', { date: formatDate(application.expiresAt, language) })}</p>
    ) : null;
  }
  if (status === 'declined') {
    return (
      <div>
        <p className="font-medium text-foreground">{t('mine.next.declined')}</p>
        <blockquote className="mt-1 border-l-2 pl-3 whitespace-pre-line">
          {application.answer ?? t('messages:applicationDeclineDefault')}
        </blockquote>
      </div>
    );
  }
  if (status === 'closed') {
    return <p>{application.closedReason ? t(`mine.next.closed.${application.closedReason}`) : t('status.closed')}</p>;
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p>{t(`mine.next.${status}`)}</p>
      {application.answer && status !== 'withdrawn' ? (
        <blockquote className="border-l-2 pl-3 whitespace-pre-line">{application.answer}</blockquote>
      ) : null}
      {status === 'invited' && property.id ? (
        <Link
          to={`/properties/${encodeURIComponent(property.id)}/book-viewing`}
          className={buttonClasses('default', 'sm')}
        >
          <CalendarPlus aria-hidden="true" />
          {t('mine.bookViewing')}
        </Link>
      ) : null}
    </div>
  );
}

/** One application as its tenant sees it: the listing, the step, what comes next, and "Withdraw" while live. */
export function MyApplicationItem({
  application,
  onWithdraw,
}: {
  application: MyApplication;
  onWithdraw: (application: MyApplication) => void;
}) {
  const { t, i18n } = useTranslation('applications');
  const language = uiLanguage(i18n.resolvedLanguage);
  const { property } = application;
  const rent = property.warmRent ?? property.rent;
  const place = [property.postalCode, property.city].filter(Boolean).join(' ');
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row">
        <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted sm:w-40">
          {property.imageUrl ? (
            <img src={property.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <Home className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold [overflow-wrap:anywhere]">
                {property.id ? (
                  <Link
                    to={`/property-details/${encodeURIComponent(property.id)}`}
                    className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {property.title}
                  </Link>
                ) : (
                  property.title
                )}
              </h3>
              <p className="text-sm text-muted-foreground">
                {[place, rent != null ? t('mine.rent', { amount: formatEuros(rent, language) }) : null]
                  .filter(Boolean)
                  .join(' · ')}
                {property.id ? null : ` · ${t('mine.listingGone')}`}
              </p>
            </div>
            <ApplicationStatusBadge status={application.status} />
          </div>
          <div className="text-sm text-muted-foreground">
            <NextStep application={application} />
          </div>
          <InterestActions application={application} />
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
            <span className="text-xs text-muted-foreground">
              {t('mine.appliedOn', { date: formatDate(application.createdAt, language) })}
            </span>
            {isLiveApplication(application.status) ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                aria-label={`${t('mine.withdraw')}: ${property.title}`}
                onClick={() => onWithdraw(application)}
              >
                <Undo2 aria-hidden="true" />
                {t('mine.withdraw')}
              </Button>
            ) : null}
          </div>
        </div>
      </Card>
    </li>
  );
}
