import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Building2, UserRound } from 'lucide-react';
import type { ListingProvider } from '@mietmatch/contract';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';

/**
 * Who offers the listing (DSA Art. 30): "Gewerblicher Anbieter" with the details the business gave and
 * its certification, or "Privater Anbieter". Nothing when the answer does not say (an older server).
 */
export function ProviderCard({ provider }: { provider: ListingProvider | undefined }) {
  const { t } = useTranslation('properties');
  const titleId = useId();
  if (!provider) return null;
  if (provider.type === 'private') {
    return (
      <Card role="region" aria-labelledby={titleId}>
        <CardHeader className="pb-2">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('provider.private')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{t('provider.privateText')}</p>
        </CardContent>
      </Card>
    );
  }
  const rows = [
    { label: t('provider.name'), value: provider.name },
    { label: t('provider.address'), value: provider.address },
    { label: t('provider.phone'), value: provider.phone, href: `tel:${provider.phone.replace(/[^\d+]/g, '')}` },
    { label: t('provider.email'), value: provider.email, href: `mailto:${provider.email}` },
    { label: t('provider.tradeRegister'), value: provider.tradeRegister ?? t('provider.noTradeRegister') },
  ];
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="flex flex-wrap items-center gap-2">
          <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('provider.business')}
          {provider.checked ? (
            <Badge variant="success">
              <BadgeCheck className="size-3" aria-hidden="true" />
              {t('provider.checked')}
            </Badge>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium whitespace-pre-line [overflow-wrap:anywhere]">
                {row.href ? (
                  <a href={row.href} className="text-primary underline-offset-4 hover:underline">
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">{t('provider.certified')}</p>
      </CardContent>
    </Card>
  );
}
