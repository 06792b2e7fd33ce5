import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';

describe('rooms list', () => {
  it('shows the rooms in Italian ordered by name, with prices', async () => {
    await renderApp('/camere');
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByText('a notte').length).toBeGreaterThan(0);
  });
});
