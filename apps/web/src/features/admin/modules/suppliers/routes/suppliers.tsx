import { formatTaxId, type Supplier } from '@comanda/shared';
import { Pencil, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { useDeleteSupplier, usePurchases, useSuppliers } from '../api/suppliers';
import { PurchaseForm } from '../components/purchase-form';
import { PurchaseRow } from '../components/purchase-row';
import { SupplierForm } from '../components/supplier-form';

type Open = { kind: 'new' } | { kind: 'edit' | 'purchase'; supplier: Supplier } | null;

/** /admin/fornecedores: suppliers, and the purchases that bring stock in and create payables. */
// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
export default function Suppliers() {
  const { t } = useTranslation();
  const suppliers = useSuppliers();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const remove = useDeleteSupplier();
  const close = () => setOpen(null);

  return (
    <div className="grid max-w-5xl gap-6">
      <PageHeader
        title={t('admin.modules.suppliers')}
        description={t('suppliers.description')}
        actions={
          open === null && (
            <Button onClick={() => setOpen({ kind: 'new' })}>
              <Plus aria-hidden />
              {t('suppliers.newSupplier')}
            </Button>
          )
        }
      />
      {open?.kind === 'new' && <SupplierForm onDone={close} />}
      {open?.kind === 'edit' && (
        <SupplierForm key={open.supplier.id} supplier={open.supplier} onDone={close} />
      )}
      {open?.kind === 'purchase' && (
        <PurchaseForm key={open.supplier.id} supplier={open.supplier} onDone={close} />
      )}
      {suppliers.isPending ? (
        <LoadingState label={t('suppliers.list.loading')} />
      ) : suppliers.isError ? (
        <ErrorState
          message={errorMessage(suppliers.error, t('suppliers.list.loadFailed'))}
          retrying={suppliers.isFetching}
          onRetry={() => void suppliers.refetch()}
        />
      ) : suppliers.data.length === 0 ? (
        <p className="text-muted-foreground">{t('suppliers.list.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {suppliers.data.map((supplier) => (
            <li key={supplier.id}>
              <Card aria-label={supplier.name} className={supplier.active ? '' : 'opacity-70'}>
                <CardContent className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <p className="font-semibold">
                      {supplier.name}{' '}
                      {!supplier.active && (
                        <Badge variant="outline">{t('suppliers.list.inactive')}</Badge>
                      )}
                    </p>
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
                    {supplier.notes && (
                      <p className="text-sm text-muted-foreground">{supplier.notes}</p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {supplier.active && (
                      <Button
                        variant="outline"
                        onClick={() => setOpen({ kind: 'purchase', supplier })}
                      >
                        <ShoppingCart aria-hidden />
                        {t('suppliers.list.purchase')}
                      </Button>
                    )}
                    <Button variant="outline" onClick={() => setOpen({ kind: 'edit', supplier })}>
                      <Pencil aria-hidden />
                      {t('suppliers.list.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('suppliers.list.delete', { name: supplier.name })}
                      onClick={() => setDeleting(supplier)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t('suppliers.deleteDialog.title')}
        description={t('suppliers.deleteDialog.description', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('suppliers.deleteDialog.done'));
              setDeleting(null);
            },
            // A supplier with purchases is kept: the server says to deactivate it instead.
            onError: (error) => {
              toast.error(errorMessage(error, t('suppliers.deleteDialog.failed')));
              setDeleting(null);
            },
          })
        }
      />
      <PurchasesCard />
    </div>
  );
}

/** The shop's purchases, newest first; each opens to show what it brought in. */
function PurchasesCard() {
  const { t } = useTranslation();
  const purchases = usePurchases();
  const [shown, setShown] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('suppliers.purchases.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {purchases.isPending ? (
          <LoadingState label={t('suppliers.purchases.loading')} />
        ) : purchases.isError ? (
          <ErrorState
            message={errorMessage(purchases.error, t('suppliers.purchases.loadFailed'))}
            retrying={purchases.isFetching}
            onRetry={() => void purchases.refetch()}
          />
        ) : purchases.data.length === 0 ? (
          <p className="text-muted-foreground">{t('suppliers.purchases.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {purchases.data.map((purchase) => (
              <PurchaseRow
                key={purchase.id}
                purchase={purchase}
                open={shown === purchase.id}
                onToggle={() => setShown(shown === purchase.id ? null : purchase.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
