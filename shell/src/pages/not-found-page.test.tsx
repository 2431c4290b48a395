import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the spec texts and a link back home', () => {
    render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/404']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveFocus();
    expect(screen.getByText("Sorry, we can't find the page you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
