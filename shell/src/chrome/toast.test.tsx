import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { toastAtom } from '../state/session-atoms';
import { Toast } from './toast';

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const store = createStore();
    render(
      <Provider store={store}>
        <Toast />
      </Provider>,
    );
    return store;
  }

  it('announces the message and clears it after 5 s', () => {
    const store = setup();
    act(() => store.set(toastAtom, { message: 'Changes has been saved', kind: 'info', id: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Changes has been saved');

    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByRole('status')).toHaveTextContent('Changes has been saved');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(store.get(toastAtom)).toBeNull();
  });

  it('styles an error toast apart and restarts the 5 s for a new toast', () => {
    const store = setup();
    act(() => store.set(toastAtom, { message: 'First', kind: 'info', id: 1 }));
    act(() => jest.advanceTimersByTime(3_000));
    act(() => store.set(toastAtom, { message: 'Event not found', kind: 'error', id: 2 }));
    expect(screen.getByText('Event not found')).toHaveClass('sh-toast--error');

    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByText('Event not found')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.queryByText('Event not found')).not.toBeInTheDocument();
  });
});
