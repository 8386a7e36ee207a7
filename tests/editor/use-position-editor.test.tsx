import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { usePositionEditor } from '../../src/components/editor/usePositionEditor';
import { draftText } from '../../src/editor/draft';
import { GameStoreProvider } from '../../src/store/context';
import { ABALONE, storeFor } from '../components/render';

beforeEach(() => sessionStorage.clear());

function editing() {
  const store = storeFor(ABALONE);
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <GameStoreProvider store={store}>{children}</GameStoreProvider>
  );
  const onPlay = vi.fn();
  const hook = renderHook(() => usePositionEditor({ onPlay, onAnalyse: vi.fn() }), { wrapper });
  return { ...hook, onPlay };
}

test('unreadable text stands alone: the only error, kept in the field until the setup changes', () => {
  const { result } = editing();
  const before = result.current.draft;
  act(() => result.current.paste('abacus 3/4/5/4/w2 q'));
  expect(result.current.unreadable).toBe(true);
  expect(result.current.errors).toHaveLength(1);
  expect(result.current.playable).toBe(false);
  expect(result.current.draft).toBe(before);

  act(() => result.current.leaveText());
  expect(result.current.text).toBe('abacus 3/4/5/4/w2 q');

  act(() => result.current.chooseTurn('white'));
  expect(result.current.unreadable).toBe(false);
  expect(result.current.text).toBe(draftText(result.current.draft));
});

test('a playable setup starts with the chosen seats, and is no longer kept for the tab', () => {
  const { result, onPlay } = editing();
  act(() => result.current.chooseTurn('white'));
  expect(sessionStorage.length).toBe(1);
  act(() => result.current.setSeats({ ...result.current.seats, white: 'human' }));
  expect(result.current.playable).toBe(true);
  act(() => result.current.play());
  expect(onPlay).toHaveBeenCalledWith(
    expect.objectContaining({ game: 'abalone', n: 5 }),
    result.current.seats,
  );
  expect(sessionStorage.length).toBe(0);
});
