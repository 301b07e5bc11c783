import type { CategoryTranslations, NameTranslations, ProductTranslations } from '@comanda/shared';

/**
 * The demo menu in English and Spanish (ADR 027), keyed by the Portuguese name in
 * demo-menu.ts: a visitor who picks a flag on the demo kiosk sees the whole menu translated.
 * Kept apart from the menu itself so its products read as one list.
 */

export const demoCategoryTranslations: Record<string, CategoryTranslations> = {
  Hambúrgueres: { en: { name: 'Burgers' }, es: { name: 'Hamburguesas' } },
  Combos: { en: { name: 'Meal deals' }, es: { name: 'Combos' } },
  Porções: { en: { name: 'Sides' }, es: { name: 'Raciones' } },
  Bebidas: { en: { name: 'Drinks' }, es: { name: 'Bebidas' } },
  Sobremesas: { en: { name: 'Desserts' }, es: { name: 'Postres' } },
  Adicionais: { en: { name: 'Add-ons' }, es: { name: 'Extras' } },
};

export const demoProductTranslations: Record<string, ProductTranslations> = {
  'Clássico da Casa': {
    en: {
      name: 'House Classic',
      description:
        'Brioche bun, 160 g beef patty, cheese, lettuce, tomato, red onion and house mayonnaise.',
    },
    es: {
      name: 'Clásico de la Casa',
      description:
        'Pan brioche, carne de res de 160 g, queso, lechuga, tomate, cebolla morada y mayonesa de la casa.',
    },
  },
  'Cheddar Bacon': {
    en: {
      name: 'Cheddar Bacon',
      description:
        '160 g beef patty, creamy cheddar, crispy bacon and caramelised onion on a dark bun.',
    },
    es: {
      name: 'Cheddar Bacon',
      description:
        'Carne de res de 160 g, cheddar cremoso, bacon crujiente y cebolla caramelizada en pan australiano.',
    },
  },
  'Smash Duplo': {
    en: {
      name: 'Double Smash',
      description:
        'Two 90 g smash patties seared on the griddle, double American cheese, pickles and special sauce.',
    },
    es: {
      name: 'Smash Doble',
      description:
        'Dos smash burgers de 90 g bien sellados a la plancha, doble queso americano, pepinillos y salsa especial.',
    },
  },
  'X-Salada': {
    en: {
      name: 'Cheeseburger Salad',
      description: 'The classic: 120 g patty, mozzarella, iceberg lettuce, tomato and mayonnaise.',
    },
    es: {
      name: 'Hamburguesa Completa',
      description: 'La tradicional: carne de 120 g, mozzarella, lechuga, tomate y mayonesa.',
    },
  },
  'Frango Crocante': {
    en: {
      name: 'Crispy Chicken',
      description: 'Panko-crusted chicken thigh, cheese, lettuce, tomato and herb mayonnaise.',
    },
    es: {
      name: 'Pollo Crujiente',
      description: 'Contramuslo empanado en panko, queso, lechuga, tomate y mayonesa de hierbas.',
    },
  },
  'Veggie Grão-de-Bico': {
    en: {
      name: 'Chickpea Veggie',
      description:
        'Chickpea and vegetable patty, grilled cheese, rocket, tomato and garlic mayonnaise on a wholemeal bun.',
    },
    es: {
      name: 'Veggie de Garbanzos',
      description:
        'Hamburguesa de garbanzos y verduras, queso a la plancha, rúcula, tomate y mayonesa de ajo en pan integral.',
    },
  },
  'Monstro Triplo': {
    en: {
      name: 'Triple Monster',
      description:
        'For the truly hungry: three 120 g patties, triple cheddar, bacon, egg, lettuce, tomato and pickles.',
    },
    es: {
      name: 'Monstruo Triple',
      description:
        'Para los que tienen hambre de verdad: tres carnes de 120 g, triple cheddar, bacon, huevo, lechuga, tomate y pepinillos.',
    },
  },
  'Combo Clássico': {
    en: {
      name: 'Classic Meal',
      description: 'House Classic, medium fries and a 350 ml can of soda.',
    },
    es: {
      name: 'Combo Clásico',
      description: 'Clásico de la Casa, patatas fritas medianas y refresco en lata de 350 ml.',
    },
  },
  'Combo Cheddar Bacon': {
    en: {
      name: 'Cheddar Bacon Meal',
      description: 'Cheddar Bacon, medium fries and a 350 ml can of soda.',
    },
    es: {
      name: 'Combo Cheddar Bacon',
      description: 'Cheddar Bacon, patatas fritas medianas y refresco en lata de 350 ml.',
    },
  },
  'Combo Kids': {
    en: {
      name: 'Kids Meal',
      description: '90 g cheeseburger, small fries and 300 ml fresh orange juice.',
    },
    es: {
      name: 'Combo Infantil',
      description:
        'Hamburguesa con queso de 90 g, patatas fritas pequeñas y zumo de naranja de 300 ml.',
    },
  },
  'Batata Frita Grande': {
    en: { name: 'Large Fries', description: 'Crispy fries with salt and rosemary. Serves two.' },
    es: {
      name: 'Patatas Fritas Grandes',
      description: 'Patatas fritas crujientes con sal y romero. Para dos personas.',
    },
  },
  'Batata Cheddar e Bacon': {
    en: {
      name: 'Cheddar Bacon Fries',
      description: 'Fries topped with creamy cheddar, diced bacon and chives.',
    },
    es: {
      name: 'Patatas con Cheddar y Bacon',
      description: 'Patatas fritas con cheddar cremoso, bacon en dados y cebollino.',
    },
  },
  'Onion Rings': {
    en: { name: 'Onion Rings', description: 'Crispy battered onion rings with barbecue sauce.' },
    es: {
      name: 'Aros de Cebolla',
      description: 'Aros de cebolla rebozados y crujientes, con salsa barbacoa.',
    },
  },
  'Nuggets de Frango (10 un.)': {
    en: {
      name: 'Chicken Nuggets (10 pcs)',
      description: 'Breaded chicken breast nuggets with ketchup and honey mustard.',
    },
    es: {
      name: 'Nuggets de Pollo (10 uds.)',
      description: 'Nuggets de pechuga de pollo empanados, con kétchup y mostaza con miel.',
    },
  },
  'Refrigerante Lata 350 ml': {
    en: { name: 'Soda Can 350 ml', description: 'Cola, guaraná or orange, ice cold.' },
    es: { name: 'Refresco en Lata 350 ml', description: 'Cola, guaraná o naranja, bien frío.' },
  },
  'Suco Natural de Laranja 500 ml': {
    en: {
      name: 'Fresh Orange Juice 500 ml',
      description: 'Freshly squeezed, no sugar, no preservatives.',
    },
    es: {
      name: 'Zumo Natural de Naranja 500 ml',
      description: 'Recién exprimido, sin azúcar y sin conservantes.',
    },
  },
  'Limonada Suíça 500 ml': {
    en: {
      name: 'Swiss Lemonade 500 ml',
      description: 'Lime blended with its peel, condensed milk and plenty of ice.',
    },
    es: {
      name: 'Limonada Suiza 500 ml',
      description: 'Lima batida con cáscara, leche condensada y mucho hielo.',
    },
  },
  'Água Mineral 500 ml': {
    en: { name: 'Mineral Water 500 ml', description: 'Still or sparkling.' },
    es: { name: 'Agua Mineral 500 ml', description: 'Con o sin gas.' },
  },
  'Milkshake de Chocolate 400 ml': {
    en: {
      name: 'Chocolate Milkshake 400 ml',
      description: 'Vanilla ice cream blended with Belgian chocolate, whipped cream and syrup.',
    },
    es: {
      name: 'Batido de Chocolate 400 ml',
      description: 'Helado de vainilla batido con chocolate belga, nata montada y sirope.',
    },
  },
  'Brownie com Sorvete': {
    en: {
      name: 'Brownie with Ice Cream',
      description: 'Warm dark chocolate brownie with a scoop of vanilla ice cream.',
    },
    es: {
      name: 'Brownie con Helado',
      description:
        'Brownie de chocolate semiamargo, calentito, con una bola de helado de vainilla.',
    },
  },
  'Petit Gâteau': {
    en: {
      name: 'Chocolate Lava Cake',
      description: 'Chocolate cake with a molten centre, served with vanilla ice cream.',
    },
    es: {
      name: 'Coulant de Chocolate',
      description: 'Bizcocho de chocolate con centro cremoso, servido con helado de vainilla.',
    },
  },
  'Taça de Sorvete': {
    en: {
      name: 'Ice Cream Sundae',
      description: 'Two scoops (strawberry and chocolate), syrup, whipped cream and a cherry.',
    },
    es: {
      name: 'Copa de Helado',
      description: 'Dos bolas (fresa y chocolate), sirope, nata montada y una cereza.',
    },
  },
  'Churros com Doce de Leite': {
    en: {
      name: 'Churros with Dulce de Leche',
      description: 'Four mini churros with cinnamon sugar and a pot of dulce de leche.',
    },
    es: {
      name: 'Churros con Dulce de Leche',
      description: 'Cuatro mini churros con azúcar y canela y un tarrito de dulce de leche.',
    },
  },
  'Batata Frita Pequena': {
    en: { name: 'Small Fries', description: 'A single portion of crispy fries.' },
    es: {
      name: 'Patatas Fritas Pequeñas',
      description: 'Ración individual de patatas fritas crujientes.',
    },
  },
  'Onion Rings Pequeno': {
    en: { name: 'Small Onion Rings', description: 'Six battered onion rings.' },
    es: { name: 'Aros de Cebolla Pequeños', description: 'Seis aros de cebolla rebozados.' },
  },
  'Molho Especial Extra': {
    en: { name: 'Extra Special Sauce', description: 'A 40 ml pot of our special house sauce.' },
    es: {
      name: 'Salsa Especial Extra',
      description: 'Tarrito de 40 ml de nuestra salsa especial de la casa.',
    },
  },
  'Cheddar Cremoso Extra': {
    en: {
      name: 'Extra Creamy Cheddar',
      description: 'A 40 ml pot of creamy cheddar for your fries.',
    },
    es: {
      name: 'Cheddar Cremoso Extra',
      description: 'Tarrito de 40 ml de cheddar cremoso para acompañar las patatas.',
    },
  },
};

/**
 * The names of the demo products' parts: extras, removable ingredients, the combo's choice
 * groups and its free-text options (product options are named by their product). One list
 * keyed by the Portuguese name, as the same word ("Bacon", "Maionese da casa") is an extra of
 * one product, an ingredient of another and a sauce of the combo.
 */
export const demoPartTranslations: Record<string, NameTranslations> = {
  Bacon: { en: { name: 'Bacon' }, es: { name: 'Bacon' } },
  'Queijo cheddar extra': {
    en: { name: 'Extra cheddar cheese' },
    es: { name: 'Queso cheddar extra' },
  },
  Ovo: { en: { name: 'Egg' }, es: { name: 'Huevo' } },
  'Hambúrguer extra': { en: { name: 'Extra patty' }, es: { name: 'Carne extra' } },
  'Cebola caramelizada': {
    en: { name: 'Caramelised onion' },
    es: { name: 'Cebolla caramelizada' },
  },
  'Batata grande': { en: { name: 'Large fries' }, es: { name: 'Patatas grandes' } },
  'Trocar refrigerante por suco natural': {
    en: { name: 'Swap the soda for fresh juice' },
    es: { name: 'Cambiar el refresco por zumo natural' },
  },
  'Molho especial': { en: { name: 'Special sauce' }, es: { name: 'Salsa especial' } },
  Alface: { en: { name: 'Lettuce' }, es: { name: 'Lechuga' } },
  Tomate: { en: { name: 'Tomato' }, es: { name: 'Tomate' } },
  'Cebola roxa': { en: { name: 'Red onion' }, es: { name: 'Cebolla morada' } },
  'Maionese da casa': { en: { name: 'House mayonnaise' }, es: { name: 'Mayonesa de la casa' } },
  Picles: { en: { name: 'Pickles' }, es: { name: 'Pepinillos' } },
  Cebola: { en: { name: 'Onion' }, es: { name: 'Cebolla' } },
  'Maionese de ervas': { en: { name: 'Herb mayonnaise' }, es: { name: 'Mayonesa de hierbas' } },
  Rúcula: { en: { name: 'Rocket' }, es: { name: 'Rúcula' } },
  'Maionese de alho': { en: { name: 'Garlic mayonnaise' }, es: { name: 'Mayonesa de ajo' } },
  Ketchup: { en: { name: 'Ketchup' }, es: { name: 'Kétchup' } },
  Cebolinha: { en: { name: 'Spring onion' }, es: { name: 'Cebollino' } },
  Mostarda: { en: { name: 'Mustard' }, es: { name: 'Mostaza' } },
  Barbecue: { en: { name: 'Barbecue sauce' }, es: { name: 'Salsa barbacoa' } },
  Lanche: { en: { name: 'Burger' }, es: { name: 'Hamburguesa' } },
  'Escolha a bebida': { en: { name: 'Choose your drink' }, es: { name: 'Elige tu bebida' } },
  Molhos: { en: { name: 'Sauces' }, es: { name: 'Salsas' } },
};
