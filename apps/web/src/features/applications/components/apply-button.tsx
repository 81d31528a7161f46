import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, Send } from 'lucide-react';
import { isLiveApplication, type Property } from '@mietmatch/contract';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useMyApplications } from '../api/applications';
import { ApplyDialog, type ApplyOutcome } from './apply-dialog';
import '../i18n';

/**
 * The tenant's "Apply now" on a listing: "Applied" (to My applications) once a live application
 * exists, "Not taking new applications" while the listing is closed to them. The newest 50 of the
 * tenant's applications tell; the server's AlreadyApplied covers anything older.
 */
export function ApplyButton({ property }: { property: Pick<Property, 'id' | 'applicationsOpen'> }) {
  const { t } = useTranslation('applications');
  const mine = useMyApplications('', 1, 50);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ApplyOutcome | 'applied'>();
  const applied =
    outcome === 'applied' ||
    outcome === 'already' ||
    (mine.data?.items ?? []).some((item) => item.property.id === property.id && isLiveApplication(item.status));

  // The dialog stays while open: it explains "already applied" itself before the page shows it.
  const dialog = <ApplyDialog propertyId={property.id} open={open} onOpenChange={setOpen} onOutcome={setOutcome} />;
  if (applied && !open) {
    return (
      <Link to="/my-applications" className={buttonClasses('secondary')}>
        <CheckCircle2 aria-hidden="true" className="text-success" />
        {t('apply.applied')}
      </Link>
    );
  }
  if ((property.applicationsOpen === false || outcome === 'closed') && !open) {
    return (
      <p className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-dashed px-4 text-sm text-muted-foreground">
        <Ban className="size-4" aria-hidden="true" />
        {t('apply.closed')}
      </p>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} busy={mine.isPending}>
        {mine.isPending ? null : <Send aria-hidden="true" />}
        {t('apply.button')}
      </Button>
      {dialog}
    </>
  );
}
