import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, UserRound } from 'lucide-react';
import { IMAGE_MIME_TYPES } from '@mietmatch/contract/constants';
import { Avatar } from './ui/avatar';
import { Button } from './ui/button';
import { Label } from './ui/label';

interface AvatarFieldProps {
  label: string;
  buttonLabel: string;
  hint: string;
  name: string;
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  /** Shown until a new file is picked (the current picture on the profile page). */
  currentUrl?: string | null;
  error?: string;
  required?: boolean;
}

/*
 * The file input itself is visually hidden but labelled, so assistive tech and tests find it by its
 * label; people use the visible button, and see a round preview of the chosen picture.
 */
export function AvatarField({
  label,
  buttonLabel,
  hint,
  name,
  value,
  onChange,
  currentUrl,
  error,
  required,
}: AvatarFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={`${id}-file`}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        ) : null}
      </div>
      <div className="flex items-center gap-4">
        {/*
         * A preview only: the label names the field and the hint the chosen file, so the picture itself is
         * decorative. Before a name or a picture there is a person outline, not a "?" read out as its name.
         */}
        {name || preview || currentUrl ? (
          <Avatar src={preview ?? currentUrl} name={name} decorative className="size-16 text-lg ring-2 ring-border" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary ring-2 ring-border"
          >
            <UserRound className="size-7" />
          </span>
        )}
        <div className="flex flex-col gap-1.5">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            aria-describedby={hintId}
          >
            <ImagePlus aria-hidden="true" />
            {buttonLabel}
          </Button>
          <p id={hintId} className="text-xs text-muted-foreground">
            {value ? value.name : hint}
          </p>
        </div>
      </div>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        tabIndex={-1}
        className="sr-only"
        accept={IMAGE_MIME_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
