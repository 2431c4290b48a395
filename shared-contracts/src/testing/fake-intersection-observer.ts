/**
 * A stand-in for IntersectionObserver in tests (jsdom has none): `reachEnd()` reports every
 * observed element as visible, as a browser does when the visitor scrolls near the end of a list.
 */
export function installFakeIntersectionObserver(): { reachEnd: () => void; restore: () => void } {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    readonly elements = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire() {
      const entries = [...this.elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  const previous = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    reachEnd: () => [...observers].forEach((observer) => observer.fire()),
    restore: () => {
      globalThis.IntersectionObserver = previous;
    },
  };
}
