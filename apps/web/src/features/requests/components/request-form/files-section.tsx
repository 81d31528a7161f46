import { useId, useRef, type Dispatch, type SetStateAction } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { FilePlus2, FileText, ImagePlus, Trash2 } from 'lucide-react';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MIME_TYPES,
  MAX_REQUEST_DOCUMENTS,
  MAX_REQUEST_IMAGES,
  type TenantRequest,
} from '@mietmatch/contract';
import { IMAGE_MIME_TYPES, LIMITS } from '@mietmatch/contract/constants';
import { uiLanguage } from '../../../../lib/i18n';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import { PrivateImage } from '../private-image';
import { ImagePreview, RemoveButton, Section, useFieldError } from './form-parts';
import type { FormValues } from './form-values';
import { fileKey } from '../../../../lib/list-keys';
import { messageText } from '../../../../lib/errors';

const ADD_TILE =
  'flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed ' +
  'text-xs font-medium text-muted-foreground transition-colors hover:border-primary hover:text-primary ' +
  'focus-visible:outline-2 focus-visible:outline-ring';

/** The picked files of an allowed type and size; a toast names what was left out. */
function usePickFiles(types: readonly string[], invalidCode: 'invalidImage' | 'invalidDocument', tooManyCode: string) {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.resolvedLanguage);
  return (files: FileList | null, room: number) => {
    const picked = Array.from(files ?? []);
    const valid = picked.filter((file) => types.includes(file.type) && file.size <= LIMITS.maxUploadBytes);
    if (valid.length < picked.length) {
      toast.error(
        messageText(picked.some((f) => f.size > LIMITS.maxUploadBytes) ? 'PayloadTooLarge' : invalidCode, language),
      );
    }
    if (valid.length > room) toast.error(messageText(tooManyCode, language));
    return valid.slice(0, Math.max(0, room));
  };
}

export interface FilesState {
  request?: TenantRequest;
  newImages: File[];
  setNewImages: Dispatch<SetStateAction<File[]>>;
  removeFileIds: string[];
  setRemoveFileIds: Dispatch<SetStateAction<string[]>>;
}

function ImagesField({ request, newImages, setNewImages, removeFileIds, setRemoveFileIds }: FilesState) {
  const { t } = useTranslation('requests');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const pick = usePickFiles(IMAGE_MIME_TYPES, 'invalidImage', 'tooManyImages');
  const kept = (request?.images ?? []).filter((image) => !removeFileIds.includes(image.id));
  const onPick = (files: FileList | null) => {
    const room = MAX_REQUEST_IMAGES - kept.length - newImages.length;
    const valid = pick(files, room);
    if (input.current) input.current.value = '';
    setNewImages((current) => [...current, ...valid]);
  };
  const count = kept.length + newImages.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={`${id}-images`}>{t('form.images')}</Label>
        <span className="text-xs text-muted-foreground">
          {t('form.imagesCount', { count, max: MAX_REQUEST_IMAGES })}
        </span>
      </div>
      <input
        id={`${id}-images`}
        ref={input}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => onPick(event.target.files)}
      />
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {kept.map((image, index) => (
          <li key={image.id} className="group relative aspect-square overflow-hidden rounded-lg border bg-muted">
            <PrivateImage url={image.thumbUrl} alt={t('form.imageN', { n: index + 1 })} className="size-full" />
            <RemoveButton
              label={t('form.removeImage', { n: index + 1 })}
              onClick={() => setRemoveFileIds((ids) => [...ids, image.id])}
            />
          </li>
        ))}
        {newImages.map((file, index) => (
          <li key={fileKey(file)} className="group relative aspect-square overflow-hidden rounded-lg border bg-muted">
            <ImagePreview file={file} alt={file.name} />
            <RemoveButton
              label={t('form.removeImage', { n: kept.length + index + 1 })}
              onClick={() => setNewImages((files) => files.filter((_, i) => i !== index))}
            />
          </li>
        ))}
        {count < MAX_REQUEST_IMAGES ? (
          <li>
            <button type="button" onClick={() => input.current?.click()} className={ADD_TILE}>
              <ImagePlus className="size-5" aria-hidden="true" />
              {t('form.addImages')}
            </button>
          </li>
        ) : null}
      </ul>
      <p className="text-xs text-muted-foreground">{t('form.imagesHint')}</p>
    </div>
  );
}

/** A document about to be uploaded: its title and its kind, which decides from which stage a landlord sees it. */
function NewDocumentRow({ index, file, onRemove }: { index: number; file: File; onRemove: () => void }) {
  const { t } = useTranslation('requests');
  const { register, formState } = useFormContext<FormValues>();
  const error = useFieldError();
  return (
    <li className="flex flex-col gap-2 rounded-lg border px-3 py-3 sm:flex-row sm:items-start">
      <div className="flex min-w-0 items-center gap-3 sm:w-48 sm:pt-8">
        <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 truncate text-sm text-muted-foreground" title={file.name}>
          {file.name}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
          <FormField
            label={t('form.documentTitle')}
            error={error.text(formState.errors.documents?.[index]?.title?.message)}
            required
            className="min-w-0"
          >
            <Input placeholder={t('placeholders.documentTitle')} {...register(`documents.${index}.title`)} />
          </FormField>
          <FormField label={t('form.documentKind')} className="min-w-0">
            <Select {...register(`documents.${index}.kind`)}>
              {DOCUMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`documentKinds.${kind}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="mt-7 shrink-0"
          aria-label={t('form.removeDocument', { title: file.name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function DocumentsField({ request, removeFileIds, setRemoveFileIds }: FilesState) {
  const { t } = useTranslation('requests');
  const { control } = useFormContext<FormValues>();
  const documents = useFieldArray({ control, name: 'documents' });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const pick = usePickFiles(DOCUMENT_MIME_TYPES, 'invalidDocument', 'tooManyDocuments');
  const kept = (request?.documents ?? []).filter((doc) => !removeFileIds.includes(doc.id));
  const count = kept.length + documents.fields.length;
  const onPick = (files: FileList | null) => {
    const valid = pick(files, MAX_REQUEST_DOCUMENTS - count);
    if (input.current) input.current.value = '';
    for (const file of valid) documents.append({ title: '', kind: 'other', file }, { shouldFocus: true });
  };
  return (
    <div className="flex flex-col gap-3 border-t pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={`${id}-documents`}>{t('form.documents')}</Label>
        <span className="text-xs text-muted-foreground">
          {t('form.documentsCount', { count, max: MAX_REQUEST_DOCUMENTS })}
        </span>
      </div>
      <input
        id={`${id}-documents`}
        ref={input}
        type="file"
        accept={DOCUMENT_MIME_TYPES.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => onPick(event.target.files)}
      />
      {count > 0 ? (
        <ul className="flex flex-col gap-3">
          {kept.map((doc) => (
            <li key={doc.id} className="flex items-center gap-3 rounded-lg border px-3 py-2.5">
              <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{doc.title}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{t(`documentKinds.${doc.kind}`)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('form.removeDocument', { title: doc.title })}
                onClick={() => setRemoveFileIds((ids) => [...ids, doc.id])}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
          {documents.fields.map((entry, index) => (
            <NewDocumentRow key={entry.id} index={index} file={entry.file} onRemove={() => documents.remove(index)} />
          ))}
        </ul>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => input.current?.click()}
        disabled={count >= MAX_REQUEST_DOCUMENTS}
      >
        <FilePlus2 aria-hidden="true" />
        {t('form.addDocuments')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('form.documentsHint')}</p>
      {removeFileIds.length ? (
        <p className="text-xs text-warning">{t('form.removalPending', { count: removeFileIds.length })}</p>
      ) : null}
    </div>
  );
}

/** Pictures and documents: kept ones can be removed, new ones are added with a title each. */
export function FilesSection(props: FilesState) {
  const { t } = useTranslation('requests');
  return (
    <Section title={t('form.files')} description={t('form.filesHint')}>
      <ImagesField {...props} />
      <DocumentsField {...props} />
    </Section>
  );
}
