import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { TourImage } from './tour-image';

describe('TourImage', () => {
  it('shows the picture, and a neutral "No image" box in place of one that fails to load', async () => {
    const { container } = renderWithProviders(<TourImage src="/demo/tours/missing.svg" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/demo/tours/missing.svg');
    fireEvent.error(image as HTMLImageElement);
    expect(await screen.findByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the "No image" box for a tour without pictures', () => {
    renderWithProviders(<TourImage src={null} />);
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });
});
