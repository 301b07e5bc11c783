import { formatDateTime, formatTaxId, type FiscalSettings } from '@comanda/shared';
import { FileKey, LoaderCircle, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { useRemoveCertificate, useUploadCertificate } from '../api/fiscal-settings';
import { fileToBase64 } from '../utils/fiscal-form';

type Certificate = NonNullable<FiscalSettings['certificate']>;

/** The shop's A1 certificate: who it belongs to and until when; upload, replace, remove. */
export function CertificateCard({ settings }: { settings: FiscalSettings }) {
  const { t } = useTranslation();
  const certificate = settings.certificate;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('fiscal.certificate')}</CardTitle>
        <CardDescription>{t('fiscal.certificateHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {certificate ? (
          <CertificateDetails certificate={certificate} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('fiscal.noCertificate')}</p>
        )}
        <CertificateForm hasCertificate={certificate !== null} />
      </CardContent>
    </Card>
  );
}

function CertificateDetails({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted-foreground">{t('fiscal.holder')}</dt>
      <dd>{certificate.holder}</dd>
      <dt className="text-muted-foreground">{t('fiscal.certificateCnpj')}</dt>
      <dd>{certificate.cnpj ? formatTaxId(certificate.cnpj) : '-'}</dd>
      <dt className="text-muted-foreground">{t('fiscal.notAfter')}</dt>
      <dd>{formatDateTime(certificate.notAfter)}</dd>
    </dl>
  );
}

function CertificateForm({ hasCertificate }: { hasCertificate: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useRemoveCertificate();
  const busy = upload.isPending || remove.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setError(null);
    upload.mutate(
      { pfxBase64: await fileToBase64(file), password },
      {
        onSuccess: () => {
          setPassword('');
          toast.success(t('fiscal.certificateSaved'));
        },
        onError: (failure) => setError(errorMessage(failure, t('fiscal.certificateFailed'))),
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="fiscal-pfx">{t('fiscal.pfxFile')}</Label>
        <Input
          id="fiscal-pfx"
          type="file"
          accept=".pfx,.p12,application/x-pkcs12"
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <FormField
        label={t('fiscal.pfxPassword')}
        type="password"
        autoComplete="off"
        value={password}
        disabled={busy}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy || !file || !password}>
          {upload.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <FileKey aria-hidden />
          )}
          {hasCertificate ? t('fiscal.replaceCertificate') : t('fiscal.uploadCertificate')}
        </Button>
        {hasCertificate && <RemoveCertificateButton busy={busy} remove={remove} />}
      </div>
    </form>
  );
}

function RemoveCertificateButton({
  busy,
  remove,
}: {
  busy: boolean;
  remove: ReturnType<typeof useRemoveCertificate>;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="outline"
      className="text-destructive hover:text-destructive"
      disabled={busy}
      onClick={() =>
        remove.mutate(undefined, {
          onError: (failure) => toast.error(errorMessage(failure, t('fiscal.certificateFailed'))),
        })
      }
    >
      <Trash2 aria-hidden />
      {t('fiscal.removeCertificate')}
    </Button>
  );
}
