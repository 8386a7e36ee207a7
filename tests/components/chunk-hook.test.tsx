import { act, renderHook, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { expect, test } from 'vitest';
import { chunk } from '../../src/components/chunk';

const waiting = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={<p>loading</p>}>{children}</Suspense>
);

test('a chunk still loading suspends its reader; once loaded, a new reader has it at once', async () => {
  let arrive: (module: { readonly part: number }) => void = () => {};
  const parts = chunk(() => new Promise<{ readonly part: number }>((r) => (arrive = r)));
  let first: ReturnType<typeof renderHook<{ readonly part: number }, unknown>> | undefined;
  await act(async () => {
    first = renderHook(() => parts.useModule(), { wrapper: waiting });
  });
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => arrive({ part: 3 }));
  expect(first?.result.current).toEqual({ part: 3 });
  expect(screen.queryByText('loading')).toBeNull();
  // No Suspense around it: a reader that suspended here would not render at all.
  const again = renderHook(() => parts.useModule());
  expect(again.result.current).toEqual({ part: 3 });
});
