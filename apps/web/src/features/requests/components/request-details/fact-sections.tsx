import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Lock, Mail, Phone } from 'lucide-react';
import { REQUEST_FLAGS, type TenantRequest } from '@mietmatch/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useEuros } from '../../../../components/listings/request-text';
import { TargetAreaMap } from '../../../areas';
import { useViewerWords } from './viewer-words';

/**
 * One fact of a section; `value` null, undefined or '' means the tenant did not state it. `withheld`: the
 * answer left the field out, since the landlord's stage does not reach it (request-stages.ts); such a fact
 * is no row and no "not stated" label, the card's note says when it comes.
 */
interface Fact {
  label: string;
  value: ReactNode;
  wide?: boolean;
  withheld?: boolean;
}

const stated = (fact: Fact) => fact.value !== null && fact.value !== undefined && fact.value !== '';

/**
 * The facts the tenant stated, and the labels of those they left open folded away under one "not stated"
 * line: a dozen "Not given" rows drown the few facts a landlord reads.
 */
function FactCard({
  title,
  facts,
  notes = [],
  children,
}: {
  title: string;
  facts: Fact[];
  notes?: string[];
  /** Shown below the facts (the target area's map). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('requests');
  const given = facts.filter((fact) => !fact.withheld);
  const shown = given.filter(stated);
  const open = given.filter((fact) => !stated(fact));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {shown.length ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-4 sm:gap-x-6">
            {shown.map((fact) => (
              <div key={fact.label} className={fact.wide ? 'col-span-2' : 'min-w-0'}>
                <dt className="text-xs font-medium text-muted-foreground">{fact.label}</dt>
                <dd className="mt-1 whitespace-pre-line break-words text-sm">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {open.length ? (
          <details className="group border-t pt-3 text-sm">
            <summary className="cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
              {t('details.notStated', { count: open.length })}
            </summary>
            <p className="mt-2 text-muted-foreground">{open.map((fact) => fact.label).join(' · ')}</p>
          </details>
        ) : null}
        {notes.map((note) => (
          <p key={note} className="flex items-start gap-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {note}
          </p>
        ))}
        {children}
      </CardContent>
    </Card>
  );
}

const contactLink = 'inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline';

/** A field the answer left out (`undefined`, not `null`): the viewer's stage does not reach it. */
const absent = (value: unknown) => value === undefined;

function PersonFacts({ request }: { request: TenantRequest }) {
  const { t } = useTranslation(['requests', 'common']);
  const words = useViewerWords(request);
  const { email, telephone, relationshipStatus, incomeBand } = request;
  const facts: Fact[] = [
    {
      label: t('fields.email'),
      wide: true,
      withheld: absent(email),
      value: email ? (
        <a className={contactLink} href={`mailto:${email}`}>
          <Mail className="size-3.5" aria-hidden="true" />
          {email}
        </a>
      ) : null,
    },
    {
      label: t('fields.telephone'),
      withheld: absent(telephone),
      value: telephone ? (
        <a className={`${contactLink} whitespace-nowrap`} href={`tel:${telephone.replace(/\s+/g, '')}`}>
          <Phone className="size-3.5" aria-hidden="true" />
          {telephone}
        </a>
      ) : null,
    },
    // Never to landlords (AGG): only the owner's own view carries them.
    {
      label: t('fields.relationshipStatus'),
      withheld: absent(relationshipStatus),
      value: relationshipStatus ? t(`common:relationship.${relationshipStatus}`) : null,
    },
    { label: t('fields.nationality'), value: request.nationality, withheld: absent(request.nationality) },
    { label: t('fields.profession'), value: request.profession, withheld: absent(request.profession) },
    { label: t('fields.employer'), value: request.employer, withheld: absent(request.employer) },
    {
      label: t('fields.incomeBand'),
      withheld: absent(incomeBand),
      value: incomeBand ? t(`incomeBands.${incomeBand}`) : null,
    },
  ];
  const notes = [
    absent(email) ? t('details.contactLater') : null,
    absent(request.profession) ? t('details.interestLater', { name: request.firstName }) : null,
  ].filter((note): note is string => note !== null);
  return <FactCard title={words.title('person')} facts={facts} notes={notes} />;
}

/** Who moves in, and the pets they bring (what they have; what they need is among the wishes). */
function HouseholdFacts({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const words = useViewerWords(request);
  const facts: Fact[] = [
    { label: t('fields.numberOfResidents'), value: request.numberOfResidents },
    { label: t('fields.numberOfChildren'), value: request.numberOfChildren },
    { label: t('fields.numberOfVehicles'), value: request.numberOfVehicles },
    { label: t('fields.childrenInfo'), value: request.childrenInfo, wide: true },
    { label: t('fields.animalsInfo'), value: request.animalsInfo, wide: true },
  ];
  return <FactCard title={words.title('household')} facts={facts} />;
}

/**
 * What the home must offer, as the ticked wishes only: a "No" beside each unticked one read as a refusal
 * ("Pet-friendly: No" next to "Pets: a cat").
 */
function Needs({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const needs = REQUEST_FLAGS.filter((flag) => request[flag]);
  if (!needs.length) return <span className="text-muted-foreground">{t('details.noNeeds')}</span>;
  return (
    <ul className="flex flex-col gap-1.5">
      {needs.map((flag) => (
        <li key={flag} className="flex items-center gap-1.5">
          <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
          {t(`details.needs.${flag}`)}
        </li>
      ))}
    </ul>
  );
}

function WishFacts({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const euros = useEuros();
  const words = useViewerWords(request);
  // Max. price, rooms and size are the key figures at the top; the default 0 of the additional cost is no wish.
  const facts: Fact[] = [
    { label: t('fields.propertyType'), value: t(`propertyType.${request.propertyType}`) },
    { label: t('fields.numberOfBathrooms'), value: request.numberOfBathrooms },
    { label: t('details.needsLabel'), value: <Needs request={request} />, wide: true },
    { label: t('fields.additionalCost'), value: request.additionalCost > 0 ? euros(request.additionalCost) : null },
    { label: t('fields.residentialPreferences'), value: request.residentialPreferences, wide: true },
  ];
  return <FactCard title={words.title('wishes')} facts={facts} />;
}

function AreaFacts({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const words = useViewerWords(request);
  const radius = request.radius > 0 ? t('area.radiusKm', { km: request.radius }) : t('area.radiusNone');
  const facts: Fact[] = [
    { label: t('area.city'), value: request.targetCity },
    // Several towns share a name ("Halle" lies in three states): the state says which.
    { label: t('area.state'), value: request.targetState },
    // No postal code chosen means the whole town, which is a choice, not a gap.
    {
      label: t('area.postalCodes'),
      value: request.targetPostalCode.length ? request.targetPostalCode.join(', ') : t('card.wholeCity'),
    },
    { label: t('area.radius'), value: radius },
    { label: t('fields.targetAddress'), value: request.targetAddress.filter(Boolean).join('\n'), wide: true },
    // From the contact stage on; the person card says when.
    {
      label: t('fields.currentPostalCode'),
      value: request.currentPostalCode,
      withheld: absent(request.currentPostalCode),
    },
    { label: t('fields.currentAddress'), value: request.currentAddress, withheld: absent(request.currentAddress) },
    { label: t('fields.notes'), value: request.notes, wide: true },
  ];
  return (
    <FactCard title={words.title('area')} facts={facts}>
      <TargetAreaMap
        area={{
          city: request.targetCity,
          state: request.targetState,
          postalCodes: request.targetPostalCode,
          radiusKm: request.radius,
        }}
      />
    </FactCard>
  );
}

/** Everything the request says, in the form's sections: person, household, wishes, target area. */
export function RequestFactSections({ request }: { request: TenantRequest }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
      <PersonFacts request={request} />
      <HouseholdFacts request={request} />
      <WishFacts request={request} />
      <AreaFacts request={request} />
    </div>
  );
}
