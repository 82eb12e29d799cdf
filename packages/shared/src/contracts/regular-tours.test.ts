import { describe, expect, it } from 'vitest';
import { ZTourRequest } from './regular-tours';

const imagesOf = (images: string[]) => ZTourRequest.shape.images.safeParse(images);

describe('tour images', () => {
  it('takes web addresses and paths on the portal, where the demo images ship', () => {
    expect(imagesOf(['https://images.example/rotorua.jpg']).success).toBe(true);
    expect(imagesOf(['/demo/tours/southern-alps.svg']).success).toBe(true);
  });

  it('refuses scripts, other protocols and protocol-relative addresses', () => {
    for (const image of ['javascript:alert(1)', '//evil.example/x.png', 'ftp://x/y', 'demo.svg']) {
      expect(imagesOf([image]).success, image).toBe(false);
    }
  });
});
