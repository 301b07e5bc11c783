import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ModulePlaceholder } from '@/components/panel/module-placeholder';

/** /superadmin/estabelecimentos/novo and /superadmin/estabelecimentos/editar/{id}. */
export default function EstablishmentForm() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ModulePlaceholder
      title={
        id ? t('superadmin.modules.editEstablishment') : t('superadmin.modules.newEstablishment')
      }
    />
  );
}
