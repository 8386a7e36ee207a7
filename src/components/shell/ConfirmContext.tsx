import { createContext, type ReactNode, Suspense, useContext, useState } from 'react';
import { AfterBoard } from '../afterBoardChunk';

export interface ConfirmRequest {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
}

type Confirm = (request: ConfirmRequest) => void;

const ConfirmContext = createContext<Confirm>(() => {
  throw new Error('useConfirm needs a ConfirmProvider');
});

/** One confirmation dialog for the whole app, opened by whoever needs a yes or no. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return (
    <ConfirmContext value={setRequest}>
      {children}
      {request && (
        // The dialog comes with the parts drawn after the board, which a question waits for.
        <Suspense fallback={null}>
          <AfterBoard>
            {(m) => (
              <m.ConfirmDialog
                title={request.title}
                message={request.message}
                confirmLabel={request.confirmLabel}
                onConfirm={() => {
                  setRequest(null);
                  request.onConfirm();
                }}
                onCancel={() => setRequest(null)}
              />
            )}
          </AfterBoard>
        </Suspense>
      )}
    </ConfirmContext>
  );
}

export const useConfirm = (): Confirm => useContext(ConfirmContext);
