import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAddressCatchUp } from './use-address-catch-up.ts';

function Probe() {
  useAddressCatchUp();
  return null;
}

/** Renders a router at `/Website` while the address says `hash`; counts the popstate events. */
function mountWithAddress(hash: string): number {
  window.history.replaceState(null, '', hash || window.location.pathname);
  const popstate = vi.fn();
  window.addEventListener('popstate', popstate);
  try {
    render(
      <MemoryRouter initialEntries={['/Website']}>
        <Probe />
      </MemoryRouter>,
    );
    return popstate.mock.calls.length;
  } finally {
    window.removeEventListener('popstate', popstate);
  }
}

describe('useAddressCatchUp', () => {
  afterEach(() => {
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('asks the router to read the address again when it moved before the router listened', () => {
    expect(mountWithAddress('#/Realisation')).toBe(1);
  });

  it('stays quiet when the router rendered the address as it is', () => {
    expect(mountWithAddress('#/Website')).toBe(0);
  });
});
