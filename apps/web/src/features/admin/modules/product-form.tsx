import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ModulePlaceholder } from '@/components/panel/module-placeholder';

/** /admin/produtos/novo and /admin/produtos/{id}. */
export default function ProductForm() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ModulePlaceholder
      title={id ? t('admin.modules.editProduct') : t('admin.modules.newProduct')}
    />
  );
}
