// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Ask {
  text: string;
  signal: AbortSignal;
  answer(items: string[]): void;
}

let root: Root;
let host: HTMLElement;
let asks: Ask[];
let picked: string[];

beforeEach(() => {
  vi.useFakeTimers();
  asks = [];
  picked = [];
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <form>
        <Combobox<string>
          id="field"
          label="Find"
          source={(text, signal) => new Promise((answer) => asks.push({ text, signal, answer }))}
          keyOf={(s) => s}
          groupOf={(s) => (s.startsWith('site:') ? 'Websites' : 'Technologies')}
          renderOption={(s) => s}
          onPick={(s) => picked.push(s)}
        />
      </form>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const input = () => host.querySelector('input') as HTMLInputElement;
const options = () => [...host.querySelectorAll('[role="option"]')].map((o) => o.textContent);

function type(value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (key: string) =>
  act(() => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const answer = async (ask: Ask, items: string[]) => {
  await act(async () => ask.answer(items));
};

describe('Combobox', () => {
  it('asks from 2 characters, 100 ms after the last key', () => {
    type('w');
    wait(500);
    expect(asks).toEqual([]);
    type('wo');
    wait(60);
    type('wor');
    wait(60);
    expect(asks).toEqual([]);
    wait(40);
    expect(asks.map((a) => a.text)).toEqual(['wor']);
  });

  it('drops an answer to text typed since, and shows the current one grouped', async () => {
    type('wo');
    wait(100);
    type('wor');
    wait(100);
    const [stale, current] = asks;
    expect(stale.signal.aborted).toBe(true);
    await answer(current, ['WordPress', 'site:wordle.com']);
    await answer(stale, ['Stale']);
    expect(options()).toEqual(['WordPress', 'site:wordle.com']);
    const groups = [...host.querySelectorAll('[role="group"]')].map(
      (g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(groups).toEqual(['Technologies', 'Websites']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(host.querySelector('[role="listbox"]')?.hasAttribute('hidden')).toBe(false);
  });

  it('moves with the arrows (wrapping), picks with Enter, closes with Escape', async () => {
    type('wor');
    wait(100);
    await answer(asks[0], ['WordPress', 'WordAds', 'site:wordle.com']);
    const ids = [...host.querySelectorAll('[role="option"]')].map((o) => o.id);
    press('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(ids[0]);
    press('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(ids[2]);
    expect(document.getElementById(ids[2])?.getAttribute('aria-selected')).toBe('true');
    press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    // An arrow opens it again, asking afresh.
    press('ArrowDown');
    wait(100);
    await answer(asks[1], ['WordPress', 'WordAds', 'site:wordle.com']);
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(picked).toEqual(['WordAds']);
    expect(input().value).toBe('');
  });

  it('leaves Enter to the form when nothing is highlighted', async () => {
    const submitted = vi.fn((e: Event) => e.preventDefault());
    host.querySelector('form')?.addEventListener('submit', submitted);
    type('wor');
    wait(100);
    await answer(asks[0], ['WordPress']);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => {
      input().dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(false);
    expect(picked).toEqual([]);
  });

  it('asks again when the source says its answers changed: a list that loaded after the visitor typed', async () => {
    // A local list, empty while it loads, as the report builder's regions are.
    const render = (list: string[]) =>
      act(() =>
        root.render(
          <Combobox<string>
            id="field"
            label="Find"
            minChars={0}
            source={async (text) => list.filter((s) => s.toLowerCase().includes(text))}
            sourceKey={list}
            keyOf={(s) => s}
            renderOption={(s) => s}
            onPick={(s) => picked.push(s)}
          />,
        ),
      );
    render([]);
    act(() => input().focus());
    type('germ');
    wait(100);
    await act(async () => {});
    expect(options()).toEqual([]);
    // The list arrives; nothing is typed since.
    render(['Germany', 'France']);
    wait(100);
    await act(async () => {});
    expect(options()).toEqual(['Germany']);
  });
});
