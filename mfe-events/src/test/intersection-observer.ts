/**
 * jsdom has no IntersectionObserver. This stand-in records every observer so a test can say
 * "the sentinel came into view" and check the margin the grid asked for.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Brings every watched element of the live observers into view. */
  static reachAll() {
    for (const observer of FakeIntersectionObserver.instances.filter((o) => !o.disconnected)) {
      const entries = [...observer.elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  }
}
