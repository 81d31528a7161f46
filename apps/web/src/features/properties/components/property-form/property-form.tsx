import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { ArrowLeft } from 'lucide-react';
import { propertyFieldsSchema, type Property, type User } from '@mietmatch/contract';
import { fieldText } from '../../../../lib/errors';
import { toastLoadError } from '../../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { uiLanguage } from '../../../../lib/i18n';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../../components/ui/dialog';
import { useCreateProperty, useUpdateProperty } from '../../api/properties';
import { ImageField } from '../image-field';
import { Section } from './form-parts';
import { FIELD_NAMES, defaultsFor, toFormData, type FormInput, type FormOutput } from './form-values';
import {
  AddressSection,
  ContactSection,
  EnergySection,
  FactsSection,
  FeaturesSection,
  ListingSection,
  StatusSection,
} from './sections';
import { CostsSection } from './costs-section';
import { ApplicationsSection } from './applications-section';

/** Leaving with unsaved changes asks first (in the app and when closing the tab); a save lets go. */
function useLeaveGuard(changed: boolean) {
  const savedRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed && !savedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
  return { blocker, markSaved: () => (savedRef.current = true) };
}

function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation(['properties', 'common']);
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('form.leaveTitle')}</DialogTitle>
        <DialogDescription className="mt-2">{t('form.leaveText')}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {t('form.leaveStay')}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t('form.leaveConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The landlord's listing, section by section; saving opens its details page. */
export function PropertyForm({ user, property }: { user: User; property?: Property }) {
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const create = useCreateProperty();
  const update = useUpdateProperty(property?.id ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const [imageError, setImageError] = useState<string>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(propertyFieldsSchema),
    defaultValues: defaultsFor(user, property),
    mode: 'onTouched',
  });
  const { isSubmitting, isDirty } = form.formState;
  const busy = isSubmitting || create.isPending || update.isPending;
  const changed = isDirty || files.length > 0 || removedIds.length > 0;
  const { blocker, markSaved } = useLeaveGuard(changed);
  const back = property ? `/property-details/${property.id}` : '/properties-list';

  const onSubmit = async (values: FormOutput) => {
    const body = toFormData(
      values,
      files,
      removedIds,
      !property || Boolean(form.formState.dirtyFields.applicationsOpen),
    );
    try {
      const saved = property ? await update.mutateAsync(body) : await create.mutateAsync(body);
      markSaved();
      toast.success(property ? t('form.updated') : t('form.added'));
      await navigate(`/property-details/${saved.id}`);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELD_NAMES);
      toastLoadError(error, language);
    }
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    toast.error(t('form.fixErrors'));
    const first = FIELD_NAMES.find((name) => invalid[name]);
    if (first) document.getElementById(`property-${first}`)?.focus();
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">{property ? t('form.editIntro') : t('form.createIntro')}</p>
          <Link to={back} className={buttonClasses('ghost', 'sm', 'self-start')}>
            <ArrowLeft aria-hidden="true" />
            {t('details.back')}
          </Link>
        </div>
        <ContactSection />
        <ListingSection />
        <AddressSection />
        <FactsSection />
        <FeaturesSection />
        <CostsSection />
        <EnergySection />
        <StatusSection />
        <ApplicationsSection
          ambiguous={
            property?.applicationsEnabled === undefined &&
            property?.applicationsOpen === false &&
            property.applicationLimit != null
          }
        />
        <Section title={t('form.images')}>
          <ImageField
            existing={property?.images ?? []}
            removedIds={removedIds}
            onRemoveExisting={(imageId) => setRemovedIds((ids) => [...ids, imageId])}
            files={files}
            onFiles={setFiles}
            error={fieldText(imageError, language)}
            onError={setImageError}
          />
        </Section>
        <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          {changed ? (
            <span className="mr-auto hidden text-sm text-muted-foreground sm:inline">{t('form.unsaved')}</span>
          ) : null}
          <Link to={back} className={buttonClasses('outline', 'default', 'flex-1 sm:flex-none')}>
            {t('form.cancel')}
          </Link>
          <Button type="submit" busy={busy} className="flex-1 sm:flex-none">
            {property ? (busy ? t('form.saving') : t('form.save')) : busy ? t('form.creating') : t('form.create')}
          </Button>
        </div>
        <LeaveDialog blocker={blocker} />
      </form>
    </FormProvider>
  );
}
