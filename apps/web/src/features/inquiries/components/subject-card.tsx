import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, BedDouble, Building2, MapPin, Ruler, UsersRound, Wallet } from 'lucide-react';
import type { Inbox } from '@mietmatch/contract';
import '../i18n';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSubject, type Subject } from '../api/subject';
import { formatEuros } from '../format';
import { SubjectLabel } from './subject-label';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      {children}
    </li>
  );
}

function ViewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('outline', 'sm', 'w-full')}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

function SubjectBody({ subject }: { subject: Subject }) {
  const { t, i18n } = useTranslation(['inquiries', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  if (subject.type === 'property') {
    const p = subject.property;
    const image = p.images[0];
    const warm = p.warmRent != null && p.warmRent > 0;
    return (
      <>
        {image ? (
          <img src={image.thumbUrl ?? image.url} alt="" className="aspect-[16/10] w-full rounded-lg object-cover" />
        ) : (
          <div className="flex aspect-[16/10] w-full items-center justify-center rounded-lg bg-muted text-muted-foreground">
            <Building2 className="size-8" aria-hidden="true" />
          </div>
        )}
        <div>
          <h3 className="font-semibold leading-snug">{p.title}</h3>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {[p.postalCode, p.city].filter(Boolean).join(' ')}
          </p>
        </div>
        <ul className="flex flex-col gap-2">
          <Fact icon={<Wallet />}>
            {t(warm ? 'subjectCard.warmRent' : 'subjectCard.coldRent', {
              amount: formatEuros(warm ? p.warmRent! : p.rent, language),
            })}
          </Fact>
          {p.numberOfRooms != null ? (
            <Fact icon={<BedDouble />}>{t('subjectCard.rooms', { count: p.numberOfRooms })}</Fact>
          ) : null}
          {p.squareMeters != null ? (
            <Fact icon={<Ruler />}>{t('subjectCard.size', { size: p.squareMeters })}</Fact>
          ) : null}
        </ul>
        <ViewLink to={`/property-details/${p.id}`}>{t('subjectCard.viewProperty')}</ViewLink>
      </>
    );
  }
  if (subject.type === 'request') {
    const r = subject.request;
    const name = `${r.firstName} ${r.lastName}`;
    return (
      <>
        <div className="flex items-center gap-3">
          <Avatar src={r.avatar} name={name} decorative className="size-12" />
          <div className="min-w-0">
            <h3 className="truncate font-semibold">{name}</h3>
            <p className="text-sm text-muted-foreground">
              {t('subjectCard.lookingFor', { type: t(`propertyType.${r.propertyType}`) })}
            </p>
          </div>
        </div>
        <ul className="flex flex-col gap-2">
          <Fact icon={<MapPin />}>
            {r.targetCity
              ? [r.targetCity, r.targetPostalCode.join(', ')].filter(Boolean).join(' · ')
              : t('subjectCard.anywhere')}
          </Fact>
          <Fact icon={<Wallet />}>
            {r.maxPrice > 0
              ? t('subjectCard.maxPrice', { amount: formatEuros(r.maxPrice, language) })
              : t('subjectCard.noLimit')}
          </Fact>
          <Fact icon={<BedDouble />}>{t('subjectCard.rooms', { count: r.requiredRooms })}</Fact>
          <Fact icon={<Ruler />}>
            {r.squareMeters > 0 ? t('subjectCard.size', { size: r.squareMeters }) : t('subjectCard.noSize')}
          </Fact>
          <Fact icon={<UsersRound />}>{t('subjectCard.residents', { count: r.numberOfResidents })}</Fact>
        </ul>
        <ViewLink to={`/tenant-request-details/${r.id}`}>{t('subjectCard.viewRequest')}</ViewLink>
      </>
    );
  }
  const u = subject.profile;
  const name = `${u.firstName} ${u.lastName}`;
  return (
    <>
      <div className="flex items-center gap-3">
        <Avatar src={u.avatarUrl} name={name} decorative className="size-12" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{name}</h3>
          <p className="text-sm text-muted-foreground">
            {[t(`common:roles.${u.role}`), u.profession].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('subjectCard.memberSince', { date: formatDate(u.memberSince, language) })}
      </p>
      <ViewLink to={`/user-profile/${u.id}`}>{t('subjectCard.viewProfile')}</ViewLink>
    </>
  );
}

/** What the conversation is about, beside the messages: a compact property, request or profile card. */
export function SubjectCard({ inbox }: { inbox: Inbox }) {
  const { t } = useTranslation('inquiries');
  const subject = useSubject(inbox.subjectType, inbox.subjectId);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-muted-foreground">{t('thread.about')}</h2>
        <SubjectLabel type={inbox.subjectType} />
      </div>
      {subject.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="aspect-[16/10] w-full rounded-lg" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : subject.isError ? (
        <p className="rounded-lg bg-muted px-3 py-4 text-center text-sm text-muted-foreground">
          {t('subjectCard.gone')}
        </p>
      ) : (
        <SubjectBody subject={subject.data} />
      )}
    </Card>
  );
}
