import { formatCents, formatTaxId, type Supplier } from '@comanda/shared';
import { Plus, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { usePurchases, useSuppliers } from '../api/suppliers';
import { PurchaseForm } from '../components/purchase-form';
import { SupplierForm } from '../components/supplier-form';

const day = (date: string) => date.split('-').reverse().join('/');

/** /admin/fornecedores: suppliers, and the purchases that bring stock in and create payables. */
export default function Suppliers() {
  const { t } = useTranslation();
  const suppliers = useSuppliers();
  const purchases = usePurchases();
  const [open, setOpen] = useState<'new' | Supplier | null>(null);

  return (
    <div className="grid max-w-5xl gap-6">
      <PageHeader
        title={t('admin.modules.suppliers')}
        description={t('suppliers.description')}
        actions={
          open === null && (
            <Button onClick={() => setOpen('new')}>
              <Plus aria-hidden />
              {t('suppliers.newSupplier')}
            </Button>
          )
        }
      />
      {open === 'new' && <SupplierForm onDone={() => setOpen(null)} />}
      {open !== null && open !== 'new' && (
        <PurchaseForm key={open.id} supplier={open} onDone={() => setOpen(null)} />
      )}
      {suppliers.isPending ? (
        <LoadingState label={t('suppliers.list.loading')} />
      ) : suppliers.isError ? (
        <ErrorState
          message={errorMessage(suppliers.error, t('suppliers.list.loadFailed'))}
          onRetry={() => void suppliers.refetch()}
        />
      ) : suppliers.data.length === 0 ? (
        <p className="text-muted-foreground">{t('suppliers.list.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {suppliers.data.map((supplier) => (
            <li key={supplier.id}>
              <Card aria-label={supplier.name}>
                <CardContent className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <p className="font-semibold">{supplier.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {[
                        formatTaxId(supplier.taxId),
                        supplier.contactName,
                        supplier.phone,
                        supplier.email,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <Button variant="outline" onClick={() => setOpen(supplier)}>
                    <ShoppingCart aria-hidden />
                    {t('suppliers.list.purchase')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('suppliers.purchases.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {purchases.data?.length ? (
            <ul className="grid gap-2">
              {purchases.data.map((purchase) => (
                <li
                  key={purchase.id}
                  className="flex flex-wrap justify-between gap-2 border-t pt-2"
                >
                  <span>
                    {new Date(purchase.createdAt).toLocaleDateString('pt-BR')} ·{' '}
                    {purchase.supplierName}
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatCents(purchase.totalCents)}
                  </span>
                  <span className="w-full text-sm text-muted-foreground">
                    {t('suppliers.purchases.payables')}:{' '}
                    {purchase.payables
                      .map(
                        (payable) => `${day(payable.dueDate)} ${formatCents(payable.amountCents)}`,
                      )
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{t('suppliers.purchases.empty')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
