import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { usePipeline } from '../api/applications';
import { DEFAULT_PIPELINE_QUERY, liveCount } from '../pipeline-query';
import '../i18n';

interface ApplicationsLinkProps {
  property: { id: string; title: string };
  size?: 'sm' | 'default';
}

/** "Applications (n)" to a listing's pipeline, n the live ones; for the listing's owner. */
export function ApplicationsLink({ property, size = 'default' }: ApplicationsLinkProps) {
  const { t } = useTranslation('applications');
  // The pipeline's first page: opening it right after finds the answer cached.
  const pipeline = usePipeline(property.id, DEFAULT_PIPELINE_QUERY);
  const label = pipeline.data ? t('link.count', { count: liveCount(pipeline.data.counts) }) : t('link.label');
  return (
    <Link
      to={`/property-applications/${encodeURIComponent(property.id)}`}
      className={buttonClasses('outline', size)}
      aria-label={`${label}: ${property.title}`}
    >
      <Inbox aria-hidden="true" />
      {label}
    </Link>
  );
}
