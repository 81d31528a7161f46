import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/i18n';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

export interface BarRow {
  key: string;
  label: string;
  count: number;
}

/**
 * Figures as a table (the source of truth for screen readers and copy-paste) with a bar chart drawn
 * into its rows; the bars are decoration and hidden from assistive technology.
 */
export function BarTable({ title, rows }: { title: string; rows: BarRow[] }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const id = useId();
  const locale = intlLocale(i18n.resolvedLanguage);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const max = Math.max(1, ...rows.map((row) => row.count));
  // Shares of this table's own sum: decisions without a ground (dismissals) are not in the grounds' table.
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card className="overflow-hidden">
      <CardHeader className="px-4 pb-2 sm:px-6">
        <CardTitle id={id} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <Table aria-labelledby={id}>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4 sm:pl-6">{t('transparency.columns.label')}</TableHead>
            <TableHead className="w-16 px-2 text-right sm:w-20 sm:px-4">{t('transparency.columns.count')}</TableHead>
            <TableHead className="w-16 pl-2 pr-4 text-right sm:w-20 sm:pr-6">
              {t('transparency.columns.share')}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell className="py-2.5 pl-4 pr-2 sm:pl-6 sm:pr-4">
                <span className="hyphens-auto break-words text-sm">{row.label}</span>
                <span aria-hidden="true" className="mt-1.5 block h-2 w-full rounded-full bg-muted">
                  <span
                    className="block h-2 rounded-full bg-primary/80"
                    style={{ width: `${(row.count / max) * 100}%` }}
                  />
                </span>
              </TableCell>
              <TableCell className="px-2 text-right tabular-nums sm:px-4">{number.format(row.count)}</TableCell>
              <TableCell className="pl-2 pr-4 text-right tabular-nums text-muted-foreground sm:pr-6">
                {total > 0 ? percent.format(row.count / total) : '–'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <tfoot className="border-t bg-muted/30">
          <TableRow>
            <TableCell className="pl-4 font-medium sm:pl-6">{t('transparency.columns.total')}</TableCell>
            <TableCell className="px-2 text-right font-medium tabular-nums sm:px-4">{number.format(total)}</TableCell>
            <TableCell className="pr-4 sm:pr-6" />
          </TableRow>
        </tfoot>
      </Table>
    </Card>
  );
}
