import { useTranslation } from 'react-i18next';
import { ChevronDown, Info } from 'lucide-react';
import { MATCH_CRITERIA, MATCH_RENT_TOLERANCE, MATCH_WEIGHTS } from '@mietmatch/contract';
import '../i18n';

/**
 * "How the score works", in plain words for members: the criteria with their points (from the
 * contract's weights, so the page and the API never disagree) and the rules around them.
 */
export function ScoreExplainer() {
  const { t } = useTranslation('matches');
  const percent = Math.round(MATCH_RENT_TOLERANCE * 100);
  return (
    <details className="group rounded-xl border bg-card text-card-foreground shadow-card">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-5 py-4 font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <Info className="size-4 text-primary" aria-hidden="true" />
        <span className="flex-1">{t('explainer.title')}</span>
        <ChevronDown
          className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-6 border-t px-5 py-4 text-sm md:grid-cols-2">
        <div>
          <p className="text-muted-foreground">{t('explainer.intro')}</p>
          <table className="mt-3 w-full">
            <caption className="sr-only">{t('explainer.tableCaption')}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('explainer.criterion')}</th>
                <th scope="col">{t('explainer.points')}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {MATCH_CRITERIA.map((criterion) => (
                <tr key={criterion}>
                  <th scope="row" className="py-1.5 text-left font-normal">
                    {t(`criteria.${criterion}`)}
                  </th>
                  <td className="py-1.5 text-right tabular-nums text-muted-foreground">
                    {t('explainer.upTo', { points: MATCH_WEIGHTS[criterion] })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-muted-foreground marker:text-primary">
          <li>{t('explainer.ruleMatch', { percent })}</li>
          <li>{t('explainer.ruleRent', { percent })}</li>
          <li>{t('explainer.ruleWishes')}</li>
          <li>{t('explainer.ruleOrder')}</li>
          <li>{t('explainer.ruleVisible')}</li>
        </ul>
      </div>
    </details>
  );
}
