import type { TFunction } from 'i18next';
import { UserRound } from 'lucide-react';
import type { PipelineItem } from '@mietmatch/contract';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/utils';

/** How the landlord names an applicant: "Bewerbung 7" while fair selection hides them, else their name. */
export function applicantName(item: PipelineItem, t: TFunction<'applications'>): string {
  if (item.anonymous) return t('pipeline.anonymousName', { number: item.number });
  return `${item.request.firstName ?? ''} ${item.request.lastName ?? ''}`.trim();
}

/** The applicant's picture, or a neutral figure while fair selection hides who it is (no initials either). */
export function ApplicantAvatar({ item, name, className }: { item: PipelineItem; name: string; className?: string }) {
  if (!item.anonymous) return <Avatar src={item.request.avatar} name={name} decorative className={className} />;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted', className)}
    >
      <UserRound className="size-1/2 text-muted-foreground" />
    </span>
  );
}
