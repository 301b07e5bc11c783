import { itemTotalCents, type KioskProduct } from '@comanda/shared';
import { useState } from 'react';
import type { NewCartItem } from '@/lib/menu/cart';
import type { ChoicesState } from '@/components/menu/choice-groups';

const toggle = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

/** A set of ids the customer ticks on and off. */
function useToggledIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  return [ids, (id: string) => setIds((set) => toggle(set, id))] as const;
}

/**
 * What the customer chose on 'Personalizar Pedido' (quantity, removals, extras, add-ons and
 * choice groups), the item's total, and `addToCart`, which hands the item to `onAdd` (the
 * kiosk's cart then the drinks; the online menu's cart on /cardapio).
 */
export function useCustomization(
  product: KioskProduct,
  addonProducts: readonly KioskProduct[],
  onAdd: (item: NewCartItem) => void,
) {
  const [quantity, setQuantity] = useState(1);
  const [removed, toggleRemoved] = useToggledIds();
  const [extraIds, toggleExtra] = useToggledIds();
  const [addonIds, toggleAddon] = useToggledIds();
  const [choiceState, setChoiceState] = useState<ChoicesState>(() => ({
    choices: [],
    pending: product.choiceGroups.find((group) => group.minChoices > 0)?.name ?? null,
  }));
  const { choices, pending } = choiceState;

  const extras = product.extras
    .filter((extra) => extraIds.has(extra.id))
    .map(({ id, name, priceCents }) => ({ id, name, priceCents }));
  const addons = addonProducts
    .filter((addon) => addonIds.has(addon.id))
    .map(({ id, name, priceCents }) => ({ id, name, priceCents }));
  const totalCents = itemTotalCents({
    priceCents: product.priceCents,
    extras,
    addons,
    choices,
    quantity,
  });

  const addToCart = () => {
    onAdd({
      productId: product.id,
      name: product.name,
      priceCents: product.priceCents,
      quantity,
      imageUrl: product.imageUrl,
      extras,
      addons,
      ...(choices.length > 0 ? { choices } : {}),
      removals: product.ingredients
        .filter((ingredient) => removed.has(ingredient.id))
        .map((ingredient) => ({ ingredientId: ingredient.id, name: ingredient.name })),
    });
  };

  return {
    quantity,
    setQuantity,
    removed,
    toggleRemoved,
    extraIds,
    toggleExtra,
    addonIds,
    toggleAddon,
    setChoiceState,
    pending,
    totalCents,
    addToCart,
  };
}
