import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { TenantRequest, User } from '@mietmatch/contract';
import { toastLoadError } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useSaveRequest } from '../api/save-request';
import { AlertsSection, ConsentSection } from './request-form/consent-section';
import { FilesSection } from './request-form/files-section';
import {
  NUMBER_FIELDS,
  TEXT_FIELDS,
  defaultValues,
  formSchema,
  toFormData,
  type FormValues,
  type Parsed,
} from './request-form/form-values';
import { CurrentAddressSection, HouseholdSection, PersonSection } from './request-form/person-sections';
import { TargetAreaSection, WishesSection } from './request-form/wishes-section';
import { messageText } from '../../../lib/errors';

interface RequestFormProps {
  user: User;
  /** Editing an existing request; creating without. */
  request?: TenantRequest;
}

/** The tenant's request, section by section; saving opens its details page. */
export function RequestForm({ user, request }: RequestFormProps) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const save = useSaveRequest(request?.id);
  const [newImages, setNewImages] = useState<File[]>([]);
  const [removeFileIds, setRemoveFileIds] = useState<string[]>([]);
  // The state tells same-named towns apart ("Halle" lies in three states): picked with the city, saved with it.
  const [targetState, setTargetState] = useState<string | undefined>(request?.targetState ?? undefined);
  const form = useForm<FormValues, unknown, Parsed>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, Parsed>,
    defaultValues: defaultValues(user, request),
  });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: Parsed) => {
    try {
      const saved = await save.mutateAsync(toFormData(values, { targetState, newImages, removeFileIds }));
      toast.success(request ? t('form.updated') : t('form.created'));
      void navigate(`/tenant-request-details/${saved.id}`);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, [...TEXT_FIELDS, ...NUMBER_FIELDS, 'targetPostalCode', 'consent']);
      toastLoadError(error, language);
    }
  };
  const onInvalid = () => toast.error(messageText('ValidationFailed', language));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-6">
        <PersonSection />
        <HouseholdSection />
        <WishesSection />
        <TargetAreaSection targetState={targetState} onTargetState={setTargetState} />
        <CurrentAddressSection />
        <FilesSection
          request={request}
          newImages={newImages}
          setNewImages={setNewImages}
          removeFileIds={removeFileIds}
          setRemoveFileIds={setRemoveFileIds}
        />
        <AlertsSection />
        <ConsentSection />
        <div className="sticky bottom-0 z-20 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:-mx-6 sm:px-6">
          <div className="flex items-center justify-end gap-3">
            <Link
              to={request ? `/tenant-request-details/${request.id}` : '/my-requests'}
              className={buttonClasses('ghost')}
            >
              {t('common:actions.cancel')}
            </Link>
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? t('form.saving') : request ? t('form.saveChanges') : t('form.publish')}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
