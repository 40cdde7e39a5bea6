import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMatchMedia } from '../test-setup.ts';
import { TYPING_INTERVAL_MS, useTypewriter } from './use-typewriter.ts';

function Typed({ text }: { text: string }) {
  const shown = useTypewriter(text);
  return <p>{text.slice(0, shown)}</p>;
}

describe('useTypewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setMatchMedia(() => false);
  });

  it('adds one letter every 100 ms and stops at the end', () => {
    expect(TYPING_INTERVAL_MS).toBe(100);
    render(<Typed text="Abc" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.getByRole('paragraph').textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('paragraph').textContent).toBe('A');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('paragraph').textContent).toBe('Ab');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('paragraph').textContent).toBe('Abc');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('paragraph').textContent).toBe('Abc');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the whole text at once under prefers-reduced-motion', () => {
    setMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
    render(<Typed text="Expertise Logiciel" />);
    expect(screen.getByRole('paragraph').textContent).toBe('Expertise Logiciel');
    expect(vi.getTimerCount()).toBe(0);
  });
});
