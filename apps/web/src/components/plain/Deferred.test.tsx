import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deferred, revealDeferred } from './Deferred';

/** jsdom has no IntersectionObserver: one the test moves into view by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.observed = [];
  }
  /** The observed element comes within the margin. */
  enter() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

const region = () => (
  <Deferred placeholder={<span>waiting</span>}>
    <span>drawn</span>
  </Deferred>
);

describe('a part of the page drawn when its reader comes near', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws when it comes within its margin of the viewport', () => {
    render(region());
    const observer = FakeObserver.all.find((o) => o.observed.length > 0)!;
    expect(observer.options.rootMargin).toBe('0px 0px 200px 0px');
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer.enter());
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(observer.observed).toEqual([]);
  });

  it('draws on the reader’s first key or tap', () => {
    render(region());
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('draws everything at once when the settled probe asks, and says whether anything waited', () => {
    render(
      <>
        {region()}
        {region()}
      </>,
    );
    let revealed = false;
    act(() => void (revealed = revealDeferred()));
    expect(revealed).toBe(true);
    expect(screen.getAllByText('drawn')).toHaveLength(2);
    expect(revealDeferred()).toBe(false);
  });

  it('draws at once where the browser cannot watch (no IntersectionObserver)', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(region());
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
