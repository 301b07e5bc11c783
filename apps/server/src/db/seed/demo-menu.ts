/**
 * The demo burger shop seeded on an empty database (see SEED_DEMO in config.ts).
 *
 * Kept as plain data so the seeder, the image generator and tests can all read it without a
 * database. Prices are integer centavos (3290 = R$ 32,90); images are file names inside
 * ./images, regenerated with `npx tsx apps/server/scripts/generate-demo-images.ts`.
 */

import type { ProductTag } from '@comanda/shared';

export type DemoCategoryType = 'regular' | 'bebida' | 'sobremesa' | 'pdv';

export interface DemoExtra {
  name: string;
  priceCents: number;
}

/** An option of a choice group: another demo product (by name) or free text. */
export type DemoChoiceOption =
  { product: string; priceCents: number } | { name: string; priceCents: number };

export interface DemoChoiceGroup {
  name: string;
  minChoices: number;
  maxChoices: number;
  options: DemoChoiceOption[];
}

export interface DemoProduct {
  name: string;
  description: string;
  priceCents: number;
  image: string;
  featured: boolean;
  extras: DemoExtra[];
  /** Ingredients the customer may ask to remove ("sem cebola"). */
  ingredients: string[];
  /** A combo's choices ("Escolha a bebida"), in display order; decision 026. */
  choiceGroups?: DemoChoiceGroup[];
  /** Allergen and dietary tags (`productTags` of @comanda/shared). */
  tags: ProductTag[];
}

export interface DemoCategory {
  key: string;
  name: string;
  type: DemoCategoryType;
  position: number;
  /** Null only for hidden categories, which the kiosk never shows as a tile. */
  image: string | null;
  products: DemoProduct[];
}

/** The kiosk hides this category by name; its products are offered as add-ons instead. */
export const ADDONS_CATEGORY_NAME = 'Adicionais';

export const demoEstablishment = {
  name: 'Burger Demo',
  subdomain: 'demo',
  theme: 'vermelho',
  slogan: 'O melhor hambúrguer artesanal da cidade',
  city: 'São Paulo',
  phone: '(11) 98765-4321',
  logo: 'logo.webp',
} as const;

// Shared by every burger so the customisation screen looks consistent across the menu.
/**
 * A combo's burger is a required group of one option, that product (decision 038): when the
 * burger is sold out the group is empty and the combo reads 'Esgotado'; the kiosk and the PDV
 * choose the only option for the customer.
 */
export const COMBO_BURGER_GROUP = 'Lanche';
const comboBurger = (product: string): DemoChoiceGroup => ({
  name: COMBO_BURGER_GROUP,
  minChoices: 1,
  maxChoices: 1,
  options: [{ product, priceCents: 0 }],
});

const burgerExtras: DemoExtra[] = [
  { name: 'Bacon', priceCents: 500 },
  { name: 'Queijo cheddar extra', priceCents: 400 },
  { name: 'Ovo', priceCents: 300 },
  { name: 'Hambúrguer extra', priceCents: 900 },
  { name: 'Cebola caramelizada', priceCents: 350 },
];

export const demoCategories: DemoCategory[] = [
  {
    key: 'hamburgueres',
    name: 'Hambúrgueres',
    type: 'regular',
    position: 1,
    image: 'categoria-hamburgueres.webp',
    products: [
      {
        name: 'Clássico da Casa',
        description:
          'Pão brioche, blend bovino de 160 g, queijo prato, alface, tomate, cebola roxa e maionese da casa.',
        priceCents: 2890,
        image: 'hamburguer-classico.webp',
        tags: ['contem-gluten', 'contem-lactose', 'contem-ovo'],
        featured: true,
        extras: burgerExtras,
        ingredients: ['Alface', 'Tomate', 'Cebola roxa', 'Maionese da casa'],
      },
      {
        name: 'Cheddar Bacon',
        description:
          'Blend bovino de 160 g, cheddar cremoso, bacon crocante e cebola caramelizada no pão australiano.',
        priceCents: 3490,
        image: 'hamburguer-cheddar-bacon.webp',
        tags: ['contem-gluten', 'contem-lactose'],
        featured: true,
        extras: burgerExtras,
        ingredients: ['Cebola caramelizada', 'Maionese da casa'],
      },
      {
        name: 'Smash Duplo',
        description:
          'Dois smash burgers de 90 g bem selados na chapa, queijo americano em dobro, picles e molho especial.',
        priceCents: 3290,
        image: 'hamburguer-smash-duplo.webp',
        tags: ['contem-gluten', 'contem-lactose'],
        featured: false,
        extras: burgerExtras,
        ingredients: ['Picles', 'Cebola', 'Molho especial'],
      },
      {
        name: 'X-Salada',
        description:
          'O tradicional: hambúrguer de 120 g, queijo mussarela, alface americana, tomate e maionese no pão de hambúrguer.',
        priceCents: 2490,
        image: 'hamburguer-x-salada.webp',
        tags: ['contem-gluten', 'contem-lactose', 'contem-ovo'],
        featured: false,
        extras: burgerExtras,
        ingredients: ['Alface', 'Tomate', 'Maionese da casa'],
      },
      {
        name: 'Frango Crocante',
        description:
          'Sobrecoxa empanada na farinha panko, queijo prato, alface, tomate e maionese de ervas.',
        priceCents: 2990,
        image: 'hamburguer-frango-crocante.webp',
        tags: ['contem-gluten', 'contem-lactose', 'contem-ovo'],
        featured: false,
        extras: burgerExtras.filter((extra) => extra.name !== 'Hambúrguer extra'),
        ingredients: ['Alface', 'Tomate', 'Maionese de ervas'],
      },
      {
        name: 'Veggie Grão-de-Bico',
        description:
          'Hambúrguer de grão-de-bico e legumes, queijo coalho grelhado, rúcula, tomate e maionese de alho no pão integral.',
        priceCents: 3190,
        image: 'hamburguer-veggie.webp',
        tags: ['contem-gluten', 'contem-lactose', 'vegetariano'],
        featured: false,
        extras: burgerExtras.filter(
          (extra) => extra.name !== 'Bacon' && extra.name !== 'Hambúrguer extra',
        ),
        ingredients: ['Rúcula', 'Tomate', 'Maionese de alho'],
      },
      {
        name: 'Monstro Triplo',
        description:
          'Para quem tem fome de verdade: três blends de 120 g, cheddar triplo, bacon, ovo, alface, tomate e picles.',
        priceCents: 4490,
        image: 'hamburguer-monstro-triplo.webp',
        tags: ['contem-gluten', 'contem-lactose', 'picante'],
        featured: false,
        extras: burgerExtras,
        ingredients: ['Alface', 'Tomate', 'Picles', 'Cebola', 'Maionese da casa'],
      },
    ],
  },
  {
    key: 'combos',
    name: 'Combos',
    type: 'regular',
    position: 2,
    image: 'categoria-combos.webp',
    products: [
      {
        name: 'Combo Clássico',
        description:
          'Clássico da Casa, batata frita média, a bebida e até dois molhos à sua escolha.',
        priceCents: 3990,
        image: 'combo-classico.webp',
        tags: ['contem-gluten', 'contem-lactose', 'contem-ovo'],
        featured: true,
        extras: [{ name: 'Batata grande', priceCents: 500 }],
        ingredients: ['Alface', 'Tomate', 'Cebola roxa', 'Maionese da casa'],
        choiceGroups: [
          comboBurger('Clássico da Casa'),
          {
            name: 'Escolha a bebida',
            minChoices: 1,
            maxChoices: 1,
            options: [
              { product: 'Refrigerante Lata 350 ml', priceCents: 0 },
              { product: 'Água Mineral 500 ml', priceCents: 0 },
              { product: 'Suco Natural de Laranja 500 ml', priceCents: 400 },
            ],
          },
          {
            name: 'Molhos',
            minChoices: 0,
            maxChoices: 2,
            options: [
              { name: 'Ketchup', priceCents: 0 },
              { name: 'Mostarda', priceCents: 0 },
              { name: 'Maionese da casa', priceCents: 0 },
              { name: 'Barbecue', priceCents: 200 },
            ],
          },
        ],
      },
      {
        name: 'Combo Cheddar Bacon',
        description: 'Cheddar Bacon, batata frita média e refrigerante lata 350 ml.',
        priceCents: 4590,
        image: 'combo-cheddar-bacon.webp',
        tags: ['contem-gluten', 'contem-lactose'],
        featured: false,
        extras: [
          { name: 'Trocar refrigerante por suco natural', priceCents: 400 },
          { name: 'Batata grande', priceCents: 500 },
        ],
        ingredients: ['Cebola caramelizada', 'Maionese da casa'],
        choiceGroups: [comboBurger('Cheddar Bacon')],
      },
      {
        name: 'Combo Kids',
        description: 'Cheeseburger de 90 g, batata frita pequena e suco natural de laranja 300 ml.',
        priceCents: 2990,
        image: 'combo-kids.webp',
        tags: ['contem-gluten', 'contem-lactose'],
        featured: false,
        extras: [],
        ingredients: ['Picles', 'Ketchup'],
      },
    ],
  },
  {
    key: 'porcoes',
    name: 'Porções',
    type: 'regular',
    position: 3,
    image: 'categoria-porcoes.webp',
    products: [
      {
        name: 'Batata Frita Grande',
        description: 'Batata palito crocante com sal e alecrim. Serve bem duas pessoas.',
        priceCents: 1890,
        image: 'porcao-batata-frita.webp',
        tags: ['vegano', 'sem-gluten'],
        featured: false,
        extras: [{ name: 'Molho especial', priceCents: 300 }],
        ingredients: [],
      },
      {
        name: 'Batata Cheddar e Bacon',
        description: 'Batata frita coberta com cheddar cremoso, bacon em cubinhos e cebolinha.',
        priceCents: 2690,
        image: 'porcao-batata-cheddar-bacon.webp',
        tags: ['contem-lactose', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: ['Bacon', 'Cebolinha'],
      },
      {
        name: 'Onion Rings',
        description: 'Anéis de cebola empanados e sequinhos, acompanham molho barbecue.',
        priceCents: 2290,
        image: 'porcao-onion-rings.webp',
        tags: ['contem-gluten', 'vegetariano'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Nuggets de Frango (10 un.)',
        description: 'Nuggets de peito de frango empanados, acompanham ketchup e mostarda e mel.',
        priceCents: 2190,
        image: 'porcao-nuggets.webp',
        tags: ['contem-gluten', 'contem-ovo'],
        featured: false,
        extras: [],
        ingredients: [],
      },
    ],
  },
  {
    key: 'bebidas',
    name: 'Bebidas',
    type: 'bebida',
    position: 4,
    image: 'categoria-bebidas.webp',
    products: [
      {
        name: 'Refrigerante Lata 350 ml',
        description: 'Cola, guaraná ou laranja, bem gelado.',
        priceCents: 690,
        image: 'bebida-refrigerante-lata.webp',
        tags: ['vegano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Suco Natural de Laranja 500 ml',
        description: 'Laranja espremida na hora, sem açúcar e sem conservantes.',
        priceCents: 990,
        image: 'bebida-suco-laranja.webp',
        tags: ['vegano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Limonada Suíça 500 ml',
        description: 'Limão batido com casca, leite condensado e bastante gelo.',
        priceCents: 1190,
        image: 'bebida-limonada-suica.webp',
        tags: ['contem-lactose', 'vegetariano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Água Mineral 500 ml',
        description: 'Com ou sem gás.',
        priceCents: 450,
        image: 'bebida-agua-mineral.webp',
        tags: ['vegano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Milkshake de Chocolate 400 ml',
        description: 'Sorvete de creme batido com chocolate belga, chantilly e calda.',
        priceCents: 1890,
        image: 'bebida-milkshake-chocolate.webp',
        tags: ['contem-lactose', 'vegetariano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
    ],
  },
  {
    key: 'sobremesas',
    name: 'Sobremesas',
    type: 'sobremesa',
    position: 5,
    image: 'categoria-sobremesas.webp',
    products: [
      {
        name: 'Brownie com Sorvete',
        description:
          'Brownie de chocolate meio amargo, quentinho, com uma bola de sorvete de creme.',
        priceCents: 1690,
        image: 'sobremesa-brownie.webp',
        tags: ['contem-gluten', 'contem-lactose', 'contem-ovo', 'vegetariano'],
        featured: true,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Petit Gâteau',
        description: 'Bolinho de chocolate com recheio cremoso, servido com sorvete de creme.',
        priceCents: 2190,
        image: 'sobremesa-petit-gateau.webp',
        tags: ['contem-gluten', 'contem-lactose', 'contem-ovo', 'vegetariano'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Taça de Sorvete',
        description: 'Duas bolas (morango e chocolate), calda, chantilly e uma cereja.',
        priceCents: 1290,
        image: 'sobremesa-taca-sorvete.webp',
        tags: ['contem-lactose', 'vegetariano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Churros com Doce de Leite',
        description: 'Quatro mini churros com açúcar e canela e potinho de doce de leite.',
        priceCents: 1490,
        image: 'sobremesa-churros.webp',
        tags: ['contem-gluten', 'contem-lactose', 'contem-ovo', 'vegetariano'],
        featured: false,
        extras: [],
        ingredients: [],
      },
    ],
  },
  {
    key: 'adicionais',
    name: ADDONS_CATEGORY_NAME,
    type: 'regular',
    position: 6,
    image: null,
    products: [
      {
        name: 'Batata Frita Pequena',
        description: 'Porção individual de batata palito crocante.',
        priceCents: 990,
        image: 'adicional-batata-pequena.webp',
        tags: ['vegano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Onion Rings Pequeno',
        description: 'Seis anéis de cebola empanados.',
        priceCents: 1190,
        image: 'adicional-onion-rings.webp',
        tags: ['contem-gluten', 'vegetariano'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Molho Especial Extra',
        description: 'Potinho de 40 ml do nosso molho especial da casa.',
        priceCents: 300,
        image: 'adicional-molho-especial.webp',
        tags: ['contem-ovo', 'vegetariano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
      {
        name: 'Cheddar Cremoso Extra',
        description: 'Potinho de 40 ml de cheddar cremoso para acompanhar a batata.',
        priceCents: 450,
        image: 'adicional-cheddar-cremoso.webp',
        tags: ['contem-lactose', 'vegetariano', 'sem-gluten'],
        featured: false,
        extras: [],
        ingredients: [],
      },
    ],
  },
];

/**
 * A product's NFC-e codes (decision 031): NCM, CFOP and CSOSN (the demo is Simples Nacional),
 * and the IBS/CBS cClassTrib (decision 060).
 */
export interface DemoFiscalCodes {
  ncm: string;
  cfop: string;
  taxCode: string;
  ibsCbsClass: string;
}

/*
 * Plausible codes so the demo shop can turn NFC-e on at once (issue 30, 4): prepared food sold
 * by the shop is CFOP 5102 with CSOSN 102 (Simples Nacional, no ICMS credit); soft drinks,
 * water and ice cream are under ICMS substituição tributária, so CFOP 5405 with CSOSN 500.
 * For IBS/CBS, what the shop prepares has the restaurants' 40 % reduction (200047, LC 214/2025
 * art. 275) and what it resells industrialised pays the full rate (000001).
 * A shop's accountant confirms them: they are a starting point, not tax advice.
 */
const prepared = (ncm: string): DemoFiscalCodes => ({
  ncm,
  cfop: '5102',
  taxCode: '102',
  ibsCbsClass: '200047',
});
const taxedAtSource = (ncm: string): DemoFiscalCodes => ({
  ncm,
  cfop: '5405',
  taxCode: '500',
  ibsCbsClass: '000001',
});

/** Per category: sandwiches and combos are "preparações alimentícias" (2106.90.90). */
const categoryFiscalCodes: Record<string, DemoFiscalCodes> = {
  hamburgueres: prepared('21069090'),
  combos: prepared('21069090'),
  porcoes: prepared('20041000'),
  bebidas: prepared('22029900'),
  sobremesas: prepared('19059090'),
  adicionais: prepared('21069090'),
};

/** Where a product's type differs from its category's. */
const productFiscalCodes: Record<string, DemoFiscalCodes> = {
  'Onion Rings': prepared('20049000'),
  'Onion Rings Pequeno': prepared('20049000'),
  'Nuggets de Frango (10 un.)': prepared('16023220'),
  'Batata Frita Pequena': prepared('20041000'),
  'Molho Especial Extra': prepared('21039091'),
  'Cheddar Cremoso Extra': prepared('04063000'),
  'Refrigerante Lata 350 ml': taxedAtSource('22021000'),
  'Água Mineral 500 ml': taxedAtSource('22011000'),
  'Suco Natural de Laranja 500 ml': prepared('20091900'),
  'Taça de Sorvete': taxedAtSource('21050010'),
};

/** The NFC-e codes the demo menu ships for a product of a category. */
export function demoFiscalCodes(category: DemoCategory, product: DemoProduct): DemoFiscalCodes {
  return productFiscalCodes[product.name] ?? categoryFiscalCodes[category.key]!;
}
