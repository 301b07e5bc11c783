import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ModulePlaceholder } from '@/components/panel/module-placeholder';

/** /admin/categorias/nova and /admin/categorias/editar/{id}. */
export default function CategoryForm() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ModulePlaceholder
      title={id ? t('admin.modules.editCategory') : t('admin.modules.newCategory')}
    />
  );
}
