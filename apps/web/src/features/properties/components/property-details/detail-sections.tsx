import { useTranslation } from 'react-i18next';
import { Bath, BedDouble, Check, Home, Leaf, Ruler } from 'lucide-react';
import { PROPERTY_FLAGS, type Property } from '@mietmatch/contract';
import { uiLanguage } from '../../../../lib/i18n';
import { formatNumber } from '../../../../components/listings/property-format';
import { IconFact } from '../../../../components/icon-fact';

/** Type, rooms, bathrooms and size; a figure the landlord left open is left out rather than shown as a dash. */
export function FactsSection({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const number = (value: number | null) => (value != null ? formatNumber(value, language) : null);
  const size =
    property.squareMeters != null ? t('units.size', { size: formatNumber(property.squareMeters, language) }) : null;
  const facts = [
    { key: 'type', icon: <Home />, label: t('details.type'), value: t(`types.${property.propertyType}`) },
    { key: 'rooms', icon: <BedDouble />, label: t('details.rooms'), value: number(property.numberOfRooms) },
    { key: 'bathrooms', icon: <Bath />, label: t('details.bathrooms'), value: number(property.numberOfBathrooms) },
    { key: 'size', icon: <Ruler />, label: t('details.size'), value: size },
  ].filter((fact) => fact.value !== null);
  return (
    <section aria-labelledby="facts-heading">
      <h3 id="facts-heading" className="mb-3 text-lg font-semibold">
        {t('details.facts')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <IconFact key={fact.key} icon={fact.icon} label={fact.label}>
            {fact.value}
          </IconFact>
        ))}
      </dl>
    </section>
  );
}

/** The flags of the contract's list the property has. */
export function FeaturesSection({ property }: { property: Property }) {
  const { t } = useTranslation('properties');
  const features = PROPERTY_FLAGS.filter((flag) => property[flag]);
  return (
    <section aria-labelledby="features-heading">
      <h3 id="features-heading" className="mb-3 text-lg font-semibold">
        {t('details.features')}
      </h3>
      {features.length ? (
        <ul className="flex flex-wrap gap-2">
          {features.map((flag) => (
            <li key={flag} className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-sm">
              <Check className="size-4 text-success" aria-hidden="true" />
              {t(`features.${flag}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('details.noFeatures')}</p>
      )}
    </section>
  );
}

/** The energy certificate's figures, when any is given. */
export function EnergySection({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const energy = [
    property.energyCertificateType
      ? [t('form.energyCertificateType'), t(`certificateTypes.${property.energyCertificateType}`)]
      : null,
    property.energyValue != null ? [t('form.energyValue'), formatNumber(property.energyValue, language)] : null,
    property.energyEfficiencyClass ? [t('form.energyEfficiencyClass'), property.energyEfficiencyClass] : null,
    property.energySource ? [t('form.energySource'), property.energySource] : null,
    property.yearOfConstruction != null ? [t('form.yearOfConstruction'), String(property.yearOfConstruction)] : null,
  ].filter((row): row is [string, string] => row !== null);
  if (!energy.length) return null;
  return (
    <section aria-labelledby="energy-heading" className="rounded-xl border p-4">
      <h3 id="energy-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Leaf className="size-5 text-success" aria-hidden="true" />
        {t('details.energy')}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {energy.map(([label, value]) => (
          <div
            key={label}
            className="flex justify-between gap-4 border-b py-1.5 last:border-b-0 sm:[&:nth-last-child(2)]:border-b-0"
          >
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
