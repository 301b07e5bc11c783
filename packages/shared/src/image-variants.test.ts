import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';
import { imageVariants, onlineMenuFirstPicture } from './image-variants';

describe('imageVariants', () => {
  it('pairs an upload with its 1600 px file and a demo image with its 1200 px one', () => {
    const upload = '/uploads/images/6f1c2a7e-2b7c-4a51-9d55-1f0f7d6c9a10.webp';
    expect(imageVariants(upload)).toEqual({
      srcSet: `${upload} 800w, /uploads/images/6f1c2a7e-2b7c-4a51-9d55-1f0f7d6c9a10.lg.webp 1600w`,
      large: '/uploads/images/6f1c2a7e-2b7c-4a51-9d55-1f0f7d6c9a10.lg.webp',
    });
    expect(imageVariants('/uploads/demo/hamburguer-classico.webp')).toEqual({
      srcSet:
        '/uploads/demo/hamburguer-classico.webp 600w, /uploads/demo/hamburguer-classico.lg.webp 1200w',
      large: '/uploads/demo/hamburguer-classico.lg.webp',
    });
  });

  it('leaves any other address alone', () => {
    for (const url of ['/uploads/x/a.webp', '/uploads/images/a.png', '/uploads/demo/a.lg.webp']) {
      expect(imageVariants(url), url).toBeNull();
    }
  });

  it('still accepts only our own paths as image URLs', () => {
    expect(imageUrl.safeParse('/uploads/demo/a.webp').success).toBe(true);
    expect(imageUrl.safeParse('https://example.com/a.webp').success).toBe(false);
  });
});

describe('onlineMenuFirstPicture', () => {
  const product = (categoryId: number, imageUrl: string | null) => ({ categoryId, imageUrl });
  const menu = (products: ReturnType<typeof product>[]) =>
    // Only the fields it reads; the menu lists categories in their order.
    ({ categories: [{ id: 1 }, { id: 2 }], products }) as unknown as Parameters<
      typeof onlineMenuFirstPicture
    >[0];

  it("is the first product's of the first category that has products", () => {
    expect(onlineMenuFirstPicture(menu([product(2, '/b.webp'), product(1, '/a.webp')]))).toBe(
      '/a.webp',
    );
    expect(onlineMenuFirstPicture(menu([product(2, '/b.webp'), product(2, '/c.webp')]))).toBe(
      '/b.webp',
    );
  });

  it('is none when that product has no picture, or there is no product', () => {
    expect(onlineMenuFirstPicture(menu([product(1, null), product(1, '/a.webp')]))).toBeNull();
    expect(onlineMenuFirstPicture(menu([]))).toBeNull();
  });
});
