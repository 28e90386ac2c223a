import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './Stars';

describe('Stars', () => {
  it.each([
    [4, 4],
    [3, 3],
    [0, 0],
    [7, 5],
    [4.6, 5],
  ])('rating %s shows %i of 5 stars with a label', (rating, on) => {
    const { container } = render(<Stars rating={rating} />);
    expect(screen.getByRole('img', { name: `Rating ${on} dari 5` })).toBeInTheDocument();
    expect(container.querySelectorAll('.star')).toHaveLength(5);
    expect(container.querySelectorAll('.star-on')).toHaveLength(on);
  });
});
