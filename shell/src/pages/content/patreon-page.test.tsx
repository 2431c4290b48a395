import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toCampaignUrl } from './patreon-campaign';
import PatreonPage from './patreon-page';

function renderPatreon(campaignUrl: string | null) {
  return render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <PatreonPage campaignUrl={campaignUrl} />
    </MemoryRouter>,
  );
}

describe('Patreon page', () => {
  it('explains the Patron mark and links to the campaign when one is set', () => {
    renderPatreon('https://www.patreon.com/cypherdance');
    expect(screen.getByRole('heading', { level: 2, name: 'The Patron mark' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Become a patron/ })).toHaveAttribute('href', 'https://www.patreon.com/cypherdance');
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: November 23, 2026');
  });

  it('shows no campaign link when the deployment has none', () => {
    renderPatreon(null);
    expect(screen.queryByRole('link', { name: /Become a patron/ })).not.toBeInTheDocument();
  });

  it('accepts only an https address on patreon.com as the campaign', () => {
    expect(toCampaignUrl(' https://www.patreon.com/cypherdance ')).toBe('https://www.patreon.com/cypherdance');
    expect(toCampaignUrl('https://patreon.com/c/cypher')).toBe('https://patreon.com/c/cypher');
    for (const bad of [
      '',
      null,
      undefined,
      'http://www.patreon.com/x',
      'https://evil.example/patreon.com',
      'https://patreon.com.evil.example',
      'javascript:alert(1)',
    ])
      expect(toCampaignUrl(bad)).toBeNull();
  });
});
