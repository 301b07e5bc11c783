import { categoryTypes, type Category } from '@comanda/shared';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ChoiceSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useCategory } from '../api/get-category';
import { useSaveCategory } from '../api/save-category';
import { AddonsHint } from '../components/addons-hint';
import { TranslationFields } from '../components/translation-fields';
import { withTranslation } from '../utils/translations-form';
import { Field, SwitchField } from '@/components/field';
import { ImageUploadField } from '@/components/image-upload-field';
import { uploadImage } from '../api/upload-image';
import { PageHeader } from '@/components/page-header';
import { FormActions } from '../../../../../components/form-actions';
import { ErrorState, LoadingState } from '@/components/query-states';
import {
  categoryFormFromCategory,
  emptyCategoryForm,
  validateCategoryForm,
  type CategoryFormValues,
} from '../utils/category-form';
import { fieldErrorsFromApi, type FieldErrors } from '@/lib/form';
import { useFormState } from '@/hooks/use-form-state';
import { focusFirstInvalid } from '@/lib/focus';
import { adminPaths } from '@/features/admin/admin-paths';

const listPath = adminPaths.categories;

/** /admin/categorias/nova and /admin/categorias/editar/{id}. */
export default function CategoryForm() {
  const { id } = useParams();
  return id ? <EditCategory id={id} /> : <CategoryEditor />;
}

function EditCategory({ id }: { id: string }) {
  const { t } = useTranslation();
  const category = useCategory(id);
  if (category.isPending) {
    return (
      <Frame title={t('admin.modules.editCategory')}>
        <LoadingState label={t('catalog.categories.form.loading')} />
      </Frame>
    );
  }
  if (category.isError) {
    const notFound = isApiError(category.error, 'NOT_FOUND');
    return (
      <Frame title={t('admin.modules.editCategory')}>
        <ErrorState
          message={errorMessage(category.error, t('catalog.categories.form.loadFailed'))}
          retrying={category.isFetching}
          onRetry={notFound ? undefined : () => void category.refetch()}
        >
          <Button asChild variant={notFound ? 'default' : 'ghost'}>
            <Link to={listPath}>{t('catalog.categories.form.backToList')}</Link>
          </Button>
        </ErrorState>
      </Frame>
    );
  }
  // Keyed: another category (or a refetched one) starts a fresh form.
  return <CategoryEditor key={category.data.id} category={category.data} />;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title={title}
        back={{ to: listPath, label: t('catalog.categories.form.backToList') }}
      />
      {children}
    </div>
  );
}

function CategoryEditor({ category }: { category?: Category }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState<CategoryFormValues>(() =>
    category ? categoryFormFromCategory(category) : emptyCategoryForm(),
  );
  const { values, errors, setErrors, setField: change } = form;
  const [uploading, setUploading] = useState(false);
  const save = useSaveCategory();
  const busy = save.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    const validation = validateCategoryForm(values, {
      positionInvalid: t('catalog.categories.form.positionInvalid'),
    });
    if (!validation.success) {
      setErrors(validation.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(
      { id: category?.id, input: validation.input },
      {
        onSuccess: () => {
          toast.success(t('catalog.categories.form.saved'));
          void navigate(listPath);
        },
        onError: (error) => {
          setErrors(fieldErrorsFromApi(error));
          focusFirstInvalid(formRef.current);
          toast.error(errorMessage(error, t('catalog.categories.form.saveFailed')));
        },
      },
    );
  }

  return (
    <Frame title={category ? t('admin.modules.editCategory') : t('admin.modules.newCategory')}>
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
        <CategoryFieldsCard
          values={values}
          errors={errors}
          busy={busy}
          change={change}
          onUploadingChange={setUploading}
        />
        <TranslationFields
          values={values.translations}
          errors={errors}
          disabled={busy}
          withDescription={false}
          onChange={(language, field, text) =>
            change('translations', withTranslation(values.translations, language, field, text))
          }
        />
        <FormActions busy={busy} waiting={uploading} cancelTo={listPath} />
      </form>
    </Frame>
  );
}

/** The category's name, type, position, picture and whether the kiosk shows it. */
function CategoryFieldsCard({
  values,
  errors,
  busy,
  change,
  onUploadingChange,
}: {
  values: CategoryFormValues;
  errors: FieldErrors;
  busy: boolean;
  change: ReturnType<typeof useFormState<CategoryFormValues>>['setField'];
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="grid gap-5">
        <FormField
          label={t('catalog.categories.form.name')}
          placeholder={t('catalog.categories.form.namePlaceholder')}
          autoComplete="off"
          required
          disabled={busy}
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <AddonsHint />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('catalog.categories.form.type')}
            error={errors.type}
            hint={t(`catalog.typeHints.${values.type}`)}
          >
            {(props) => (
              <ChoiceSelect
                {...props}
                disabled={busy}
                choices={categoryTypes}
                value={values.type}
                onChoose={(choice) => change('type', choice)}
                labelOf={(type) => t(`catalog.types.${type}`)}
              />
            )}
          </Field>
          <FormField
            label={t('catalog.categories.form.position')}
            inputMode="numeric"
            autoComplete="off"
            disabled={busy}
            value={values.position}
            error={errors.position}
            hint={t('catalog.categories.form.positionHint')}
            onChange={(event) => change('position', event.target.value)}
          />
        </div>
        <ImageUploadField
          upload={uploadImage}
          value={values.imageUrl}
          error={errors.imageUrl}
          disabled={busy}
          onBusyChange={onUploadingChange}
          onChange={(url) => change('imageUrl', url)}
        />
        <SwitchField
          label={t('catalog.categories.form.active')}
          hint={t('catalog.categories.form.activeHint')}
          checked={values.active}
          disabled={busy}
          onCheckedChange={(active) => change('active', active)}
        />
      </CardContent>
    </Card>
  );
}
