import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2, ClipboardList, ExternalLink, MessageSquare, UserRound, type LucideIcon } from 'lucide-react';
import type { ReportSubjectType } from '@mietmatch/contract';
import { Badge } from '../../../components/ui/badge';
import type { ReportGroup } from '../api/reports';

type Subject = ReportGroup['subject'];

const ICONS: Record<ReportSubjectType, LucideIcon> = {
  property: Building2,
  request: ClipboardList,
  message: MessageSquare,
  user: UserRound,
};

/** Where an admin sees the item itself; a message has no page of its own (threads are private). */
function subjectHref(subject: Pick<Subject, 'type' | 'id'>): string | null {
  const id = encodeURIComponent(subject.id);
  switch (subject.type) {
    case 'property':
      return `/property-details/${id}`;
    case 'request':
      return `/tenant-request-details/${id}`;
    case 'user':
      return `/user-profile/${id}`;
    default:
      return null;
  }
}

function KindBadge({ type }: { type: ReportSubjectType }) {
  const { t } = useTranslation('moderation-admin');
  const Icon = ICONS[type];
  return (
    <Badge variant="outline" className="gap-1.5">
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`kind.${type}`)}
    </Badge>
  );
}

/** Removed or restricted now, else visible. */
function StateBadge({ state }: { state: Subject['moderation'] }) {
  const { t } = useTranslation('moderation-admin');
  if (state === 'removed') return <Badge variant="destructive">{t('state.removed')}</Badge>;
  if (state === 'restricted') return <Badge variant="warning">{t('state.restricted')}</Badge>;
  return <Badge variant="success">{t('state.visible')}</Badge>;
}

/** Kind, title (a link where the item has a page), state, and a message's excerpt. */
export function SubjectTitle({ subject, as: Heading = 'h3' }: { subject: Subject; as?: 'h2' | 'h3' }) {
  const { t } = useTranslation('moderation-admin');
  const href = subjectHref(subject);
  const title = subject.title ?? (subject.type === 'message' ? t('subject.message') : t('subject.gone'));
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-1.5">
        <KindBadge type={subject.type} />
        <StateBadge state={subject.moderation} />
      </div>
      <Heading className="text-base font-semibold leading-snug break-words">
        {href && subject.title ? (
          <Link
            to={href}
            className="inline-flex items-baseline gap-1.5 text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {title}
            <ExternalLink className="size-3.5 shrink-0 self-center text-muted-foreground" aria-hidden="true" />
          </Link>
        ) : (
          <span className={subject.title ? undefined : 'text-muted-foreground'}>{title}</span>
        )}
      </Heading>
      {subject.excerpt ? (
        <blockquote className="rounded-md border-l-2 border-primary/40 bg-muted/50 px-3 py-2 text-sm leading-relaxed text-muted-foreground">
          {subject.excerpt}
        </blockquote>
      ) : null}
    </div>
  );
}
