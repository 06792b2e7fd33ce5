import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Lightbox, type LightboxImage } from '../../src/ui/Lightbox';
import { renderWithProviders } from '../support/render';

const IMAGES: LightboxImage[] = [1, 2, 3, 4].map((n) => ({
  src: `/images/foto-${n}.webp`,
  small: `/images/foto-${n}-800.webp`,
  alt: `Foto numero ${n}`,
}));

function Viewer() {
  const [index, setIndex] = useState(1);
  return <Lightbox images={IMAGES} index={index} onIndex={setIndex} onClose={() => undefined} />;
}

type Finger = { id: number; x: number; y: number };
const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', { id, x, y }: Finger) =>
  fireEvent[type](screen.getByRole('dialog'), {
    pointerId: id,
    pointerType: 'touch',
    clientX: x,
    clientY: y,
    isPrimary: id === 1,
  });

describe('the gallery’s viewer under fingers', () => {
  it('moves on with a one-finger swipe, back with a swipe the other way', async () => {
    await renderWithProviders(<Viewer />);
    expect(screen.getByRole('dialog', { name: 'Foto 2 di 4' })).toBeInTheDocument();
    touch('pointerDown', { id: 1, x: 300, y: 400 });
    touch('pointerMove', { id: 1, x: 200, y: 410 });
    touch('pointerUp', { id: 1, x: 150, y: 410 });
    expect(screen.getByRole('dialog', { name: 'Foto 3 di 4' })).toBeInTheDocument();
    touch('pointerDown', { id: 7, x: 100, y: 400 });
    touch('pointerUp', { id: 7, x: 260, y: 380 });
    expect(screen.getByRole('dialog', { name: 'Foto 2 di 4' })).toBeInTheDocument();
  });

  it('reads two fingers moving apart as a pinch: the picture grows, no other picture comes', async () => {
    await renderWithProviders(<Viewer />);
    const img = () => screen.getByRole('img', { name: 'Foto numero 2' });
    // The first finger stays; the second, put down later, moves far to the left and is lifted first.
    touch('pointerDown', { id: 1, x: 200, y: 400 });
    touch('pointerDown', { id: 2, x: 220, y: 420 });
    touch('pointerMove', { id: 2, x: 60, y: 420 });
    expect(img().style.transform).toMatch(/scale\(4\)/);
    touch('pointerUp', { id: 2, x: 60, y: 420 });
    touch('pointerMove', { id: 1, x: 205, y: 400 });
    touch('pointerUp', { id: 1, x: 205, y: 400 });
    expect(screen.getByRole('dialog', { name: 'Foto 2 di 4' })).toBeInTheDocument();
    // Made larger, one finger moves the picture about (5 px as the pinch ended, then 100 px) rather than turning it.
    touch('pointerDown', { id: 3, x: 200, y: 400 });
    touch('pointerMove', { id: 3, x: 100, y: 380 });
    touch('pointerUp', { id: 3, x: 100, y: 380 });
    expect(screen.getByRole('dialog', { name: 'Foto 2 di 4' })).toBeInTheDocument();
    expect(img().style.transform).toBe('translate(-95px, -20px) scale(4)');
    // Pinched back to its size, the picture is whole again and a swipe moves on.
    touch('pointerDown', { id: 4, x: 100, y: 400 });
    touch('pointerDown', { id: 5, x: 300, y: 400 });
    touch('pointerMove', { id: 5, x: 110, y: 400 });
    touch('pointerUp', { id: 5, x: 110, y: 400 });
    touch('pointerUp', { id: 4, x: 100, y: 400 });
    expect(img().style.transform).toBe('');
    touch('pointerDown', { id: 6, x: 300, y: 400 });
    touch('pointerUp', { id: 6, x: 100, y: 400 });
    expect(screen.getByRole('dialog', { name: 'Foto 3 di 4' })).toBeInTheDocument();
  });

  it('offers the 800 px variant beside the full picture, and fetches the pictures either side', async () => {
    const made: HTMLImageElement[] = [];
    const Native = window.Image;
    window.Image = class extends Native {
      constructor() {
        super();
        made.push(this);
      }
    } as typeof Image;
    try {
      await renderWithProviders(<Viewer />);
    } finally {
      window.Image = Native;
    }
    const img = screen.getByRole('img', { name: 'Foto numero 2' });
    expect(img).toHaveAttribute('srcset', '/images/foto-2-800.webp 800w, /images/foto-2.webp 2000w');
    expect(img).toHaveAttribute('sizes');
    expect(made.map((i) => i.getAttribute('srcset'))).toEqual(
      expect.arrayContaining([
        '/images/foto-3-800.webp 800w, /images/foto-3.webp 2000w',
        '/images/foto-1-800.webp 800w, /images/foto-1.webp 2000w',
      ]),
    );
  });
});
