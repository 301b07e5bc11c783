import { ImageIcon, LoaderCircle, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@comanda/shared';
import { acceptedImageTypes, imageFileProblem } from '@/lib/image-file';

/**
 * An image of a form (a category, a product, a shop's logo): preview, upload (checked here for
 * type and size, then by the server for content), and removal. The form keeps only the
 * uploaded image's URL.
 */
// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
export function ImageUploadField({
  upload: send,
  label,
  value,
  onChange,
  onBusyChange,
  error,
  disabled = false,
}: {
  /** Sends the file to the area's upload endpoint. */
  upload: (file: File) => Promise<UploadedImage>;
  /** Defaults to 'Imagem'. */
  label?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** True while a file is being sent: the form should wait before saving. */
  onBusyChange?: (busy: boolean) => void;
  /** A message about the saved value, e.g. from the server's validation. */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Not retried: a refused file is refused again, and a 5 MB upload is not sent twice.
  const upload = useMutation({ mutationFn: send, retry: false });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const busy = upload.isPending;
  const message = uploadError ?? error;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again after a refusal still triggers a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setUploadError(
        problem === 'tooLarge' ? t('common.image.tooLarge') : t('common.image.unsupported'),
      );
      return;
    }
    setUploadError(null);
    onBusyChange?.(true);
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (failure) => setUploadError(errorMessage(failure, t('common.image.uploadFailed'))),
      onSettled: () => onBusyChange?.(false),
    });
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label ?? t('common.image.label')}</Label>
      <div className="flex flex-wrap items-start gap-4">
        <div className="relative flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
          {value ? (
            <img
              src={value}
              alt={t('common.image.previewAlt')}
              className="size-full object-cover"
            />
          ) : (
            <div className="grid justify-items-center gap-1 text-xs text-muted-foreground">
              <ImageIcon aria-hidden className="size-8" />
              {t('common.noImage')}
            </div>
          )}
          {busy && (
            <div className="absolute inset-0 flex items-center justify-center bg-background/70">
              <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
            </div>
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={disabled || busy}
            onClick={() => inputRef.current?.click()}
            className="justify-self-start"
          >
            <Upload aria-hidden />
            {busy
              ? t('common.image.uploading')
              : value
                ? t('common.image.replace')
                : t('common.image.choose')}
          </Button>
          {value && (
            <Button
              type="button"
              variant="ghost"
              disabled={disabled || busy}
              onClick={() => {
                setUploadError(null);
                onChange(null);
              }}
              className="justify-self-start"
            >
              <X aria-hidden />
              {t('common.image.remove')}
            </Button>
          )}
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('common.image.hint')}
          </p>
        </div>
      </div>
      {/* Visually hidden: the button above opens it; tests and assistive tech still reach it. */}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={acceptedImageTypes.join(',')}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || busy}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        onChange={pick}
      />
      {busy && (
        <p role="status" className="sr-only">
          {t('common.image.uploading')}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
