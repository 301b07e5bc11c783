import type { Product } from '@comanda/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/error-message';
import { focusFirstInvalid } from '@/lib/focus';
import { fieldErrorsFromApi } from '@/lib/form';
import { useFormState } from '@/hooks/use-form-state';
import { useDeleteProduct } from '../api/delete-product';
import { useSaveProduct } from '../api/save-product';
import { validateProductForm, type ProductFormValues } from '../utils/product-form';

/** Sets one field of the product form and clears the message at `errorPath` (the field's). */
export type ChangeProductField = <K extends keyof ProductFormValues>(
  field: K,
  value: ProductFormValues[K],
  errorPath?: string,
) => void;

/** The product form's state, its edits and its submission; back to `listPath` once saved. */
export function useProductEditor(
  product: Product | undefined,
  initial: ProductFormValues,
  listPath: string,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, clearErrors } = useFormState(initial);
  const [uploading, setUploading] = useState(false);
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const busy = save.isPending || remove.isPending;

  const change: ChangeProductField = (field, value, errorPath = field) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors(errorPath);
  };

  function changeRow<List extends 'extras' | 'ingredients'>(
    list: List,
    index: number,
    changes: Partial<ProductFormValues[List][number]>,
    field: string,
  ) {
    setValues((current) => ({
      ...current,
      [list]: current[list].map((row, at) => (at === index ? { ...row, ...changes } : row)),
    }));
    const path = field === 'price' ? 'priceCents' : field;
    clearErrors(`${list}.${index}.${path}`);
  }

  function fail(errors: Parameters<typeof setErrors>[0], message: string) {
    setErrors(errors);
    focusFirstInvalid(formRef.current);
    toast.error(message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    const validation = validateProductForm(values, {
      priceInvalid: t('catalog.products.form.priceInvalid'),
      extraPriceInvalid: t('catalog.products.form.extras.priceInvalid'),
      optionPriceInvalid: t('catalog.products.form.choices.priceInvalid'),
    });
    if (!validation.success) return fail(validation.errors, t('common.fixErrors'));
    save.mutate(
      { id: product?.id, input: validation.input },
      {
        onSuccess: () => {
          toast.success(t('catalog.products.form.saved'));
          void navigate(listPath);
        },
        onError: (error) =>
          fail(
            fieldErrorsFromApi(error),
            errorMessage(error, t('catalog.products.form.saveFailed')),
          ),
      },
    );
  }

  return {
    formRef,
    values,
    errors,
    busy,
    uploading,
    setUploading,
    save,
    remove,
    change,
    changeRow,
    submit,
  };
}
