import type { Printer } from '@comanda/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-states';
import { usePrinters } from '../api/list-printers';
import { AgentTokensCard } from '../components/agent-tokens-card';
import { PrintJobsCard } from '../components/print-jobs-card';
import { PrinterEditor } from '../components/printer-editor';
import { PrinterList } from '../components/printer-list';
import { QzTrayCard } from '../components/qz-tray-card';

/**
 * /admin/configuracoes-printnode ('Impressoras'): the shop's printers, what they printed or
 * failed to print, the print agents, and QZ Tray.
 */
export default function Printers() {
  const { t } = useTranslation();
  const printers = usePrinters();
  const [editing, setEditing] = useState<Printer | 'new' | null>(null);

  return (
    <div className="grid max-w-5xl gap-6">
      <PageHeader
        title={t('admin.modules.printers')}
        description={t('printing.description')}
        actions={
          editing === null && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              {t('printing.newPrinter')}
            </Button>
          )
        }
      />
      {editing !== null && (
        <PrinterEditor
          key={editing === 'new' ? 'new' : editing.id}
          printer={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryView
        query={printers}
        loading={t('printing.list.loading')}
        failed={t('printing.list.loadFailed')}
      >
        {(data) => <PrinterList printers={data} onEdit={setEditing} />}
      </QueryView>
      <PrintJobsCard />
      <AgentTokensCard />
      <QzTrayCard />
    </div>
  );
}
