import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { LIMITS } from '@mietmatch/contract/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

const COLUMNS = ['avatar', 'name', 'subscription', 'months', 'role', 'status', 'active', 'actions'] as const;

/** The admin's users table. The list endpoint arrives with the admin issue; until then it is empty. */
export function AllUsersPage() {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <p className="mb-6 text-muted-foreground sm:mb-8">{t('users.intro')}</p>
      <Card className="overflow-hidden">
        <Table>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead key={column} className={column === 'actions' ? 'text-right' : undefined}>
                  {t(`users.${column}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className="py-16 text-center">
                <div className="flex flex-col items-center gap-3 text-muted-foreground">
                  <Users className="size-8 text-primary/70" aria-hidden="true" />
                  <span className="font-medium text-foreground">{t('users.empty')}</span>
                </div>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <div className="flex flex-col gap-3 border-t px-4 py-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-end sm:gap-6">
          <div className="flex items-center gap-2">
            <label htmlFor="rows-per-page">{t('users.rowsPerPage')}</label>
            <Select id="rows-per-page" defaultValue={String(LIMITS.pageSize)} className="h-9 w-20">
              {[10, 20, 50].map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex items-center gap-2">
            <span>{t('users.pageOf', { page: 1, pages: 1 })}</span>
            <Button variant="outline" size="icon" className="size-9" disabled aria-label={t('users.previous')}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" className="size-9" disabled aria-label={t('users.next')}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
