import { fixedSizeImage, imageAddress, imageSrcSet } from './image-src-set.js';

const platform = {
  imageUrl: (id: number | null | undefined, width: number, height?: number) => imageAddress('/api', id, width, height),
};

describe('imageAddress', () => {
  it('asks the API for the image at most width × height, square when no height is given', () => {
    expect(imageAddress('/api', 7, 320, 200)).toBe('/api/images/7?w=320&h=200');
    expect(imageAddress('https://cypher.dance/api', 7, 48)).toBe('https://cypher.dance/api/images/7?w=48&h=48');
  });

  it('is null without an image', () => {
    expect(imageAddress('/api', null, 320)).toBeNull();
    expect(imageAddress('/api', undefined, 320)).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('lists one cropped copy per width, each with its width descriptor', () => {
    expect(imageSrcSet(platform, 7, [320, 480, 800], 0.625)).toBe(
      '/api/images/7?w=320&h=200 320w, /api/images/7?w=480&h=300 480w, /api/images/7?w=800&h=500 800w',
    );
  });

  it('keeps square copies square by default', () => {
    expect(imageSrcSet(platform, 3, [48, 96])).toBe('/api/images/3?w=48&h=48 48w, /api/images/3?w=96&h=96 96w');
  });

  it('rounds a height that the ratio leaves fractional', () => {
    expect(imageSrcSet(platform, 2, [333], 0.625)).toBe('/api/images/2?w=333&h=208 333w');
  });

  it.each([null, undefined])('is undefined without an image (%s)', (id) => {
    expect(imageSrcSet(platform, id, [320, 800])).toBeUndefined();
  });
});

describe('fixedSizeImage', () => {
  it('serves the shown size, with twice that for 2× screens, and keeps the box size', () => {
    expect(fixedSizeImage(platform, 5, 32)).toEqual({
      src: '/api/images/5?w=32&h=32',
      srcSet: '/api/images/5?w=32&h=32 32w, /api/images/5?w=64&h=64 64w',
      sizes: '32px',
      width: 32,
      height: 32,
    });
  });

  it('is null without an image', () => {
    expect(fixedSizeImage(platform, null, 32)).toBeNull();
  });
});
