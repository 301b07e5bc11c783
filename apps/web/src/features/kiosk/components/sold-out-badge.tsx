import { useTranslation } from 'react-i18next';

/** 'Esgotado' over a product's picture: out of stock or marked by the shop. */
export function SoldOutBadge() {
  const { t } = useTranslation();
  return (
    <span className="absolute top-3 left-3 rounded-full bg-destructive px-4 py-1.5 text-base font-bold tracking-wide text-white uppercase shadow-md">
      {t('kiosk.products.soldOut')}
    </span>
  );
}
