import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import FaqPage from './faq-page';

function renderFaq(path = '/faq') {
  Element.prototype.scrollIntoView = jest.fn();
  return render(
    <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
      <FaqPage />
    </MemoryRouter>,
  );
}

describe('FAQ page', () => {
  it('groups the questions under headings, each a closed disclosure with its own anchor', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Judging, brackets and sparrings' })).toBeInTheDocument();
    const question = screen.getByText('How are prelims judged?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.id).toBe('how-are-prelims-judged');
    expect(within(details).getByRole('link', { name: /Link to this answer/ })).toHaveAttribute('href', '#how-are-prelims-judged');
    fireEvent.click(question);
    expect(details).toHaveAttribute('open');
  });

  it('filters as you type and says when nothing matches', () => {
    renderFaq();
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(search, { target: { value: 'waitlist' } });
    expect(screen.getByText('What is the waitlist?')).toBeInTheDocument();
    expect(screen.queryByText('How are prelims judged?')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/question(s)? found/);
    fireEvent.change(search, { target: { value: 'zzzz nothing' } });
    expect(screen.getByRole('status')).toHaveTextContent('No questions match your search.');
  });

  it('opens the question a link points at', () => {
    renderFaq('/faq#what-is-my-battle-number');
    expect(screen.getByText('What is my battle number?').closest('details')).toHaveAttribute('open');
  });

  it('publishes the questions as FAQPage structured data, and its title and description', () => {
    const { container } = renderFaq();
    const block = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(block!.textContent!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBe(container.querySelectorAll('details').length);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(document.title).toBe('FAQ · Cypher');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Answers for dancers/);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('FAQ · Cypher');
  });
});
