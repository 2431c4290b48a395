import { render, screen, waitFor } from '@testing-library/react';
import { AuthCompleteRoute, preloadAuthComplete } from './auth-complete-route';
import { texts } from '../texts';

const mockPageLoaded = jest.fn();
jest.mock('../pages/auth-complete-page', () => {
  mockPageLoaded();
  return { AuthCompletePage: () => <p>{'the page'}</p> };
});

describe("Google's return as a chunk of its own", () => {
  // First: the page's module is loaded once per test file.
  it('is asked for at start on its own path only', async () => {
    preloadAuthComplete('/events');
    preloadAuthComplete('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockPageLoaded).not.toHaveBeenCalled();
    preloadAuthComplete('/auth/complete');
    await waitFor(() => expect(mockPageLoaded).toHaveBeenCalledTimes(1));
  });

  it('shows the loading spinner until the page is there, then the page', async () => {
    render(<AuthCompleteRoute />);
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
