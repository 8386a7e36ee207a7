import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../i18n/context';

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /**
   * Puts the app back into a state that can render: a fresh game, default players and
   * settings, default preferences; the crash screen stays until it is done. Without it (when
   * the app could not even start) only Reload is offered.
   */
  readonly onRecover?: () => void | Promise<void>;
  /** Saves the game that was on screen as a file, in case it is what broke the app. */
  readonly onDownload?: () => void;
  /** Told of the crash as it happens. */
  readonly onCrash?: () => void;
  /** Drawn above the crash screen: the masthead, when what crashed drew it. */
  readonly header?: ReactNode;
}

interface ErrorBoundaryState {
  readonly error: Error | undefined;
}

/** Shows what went wrong and a way back instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Hexplay crashed', error, info.componentStack);
    this.props.onCrash?.();
  }

  render() {
    if (!this.state.error) return this.props.children;
    const { onRecover, header } = this.props;
    return (
      <>
        {header}
        <Crashed
          error={this.state.error}
          onRecover={
            onRecover &&
            (() => {
              const reset = (): void => this.setState({ error: undefined });
              const done = onRecover();
              if (done) void done.then(reset);
              else reset();
            })
          }
          onDownload={this.props.onDownload}
        />
      </>
    );
  }
}

/** The crash screen, a function component of its own so that it speaks the reader's language. */
function Crashed({
  error,
  onRecover,
  onDownload,
}: {
  readonly error: Error;
  readonly onRecover: (() => void) | undefined;
  readonly onDownload: (() => void) | undefined;
}) {
  const said = useT().app.crash;
  return (
    <div className="hx-crash" role="alert" data-testid="crash">
      <h2>{said.title}</h2>
      <p>{error.message}</p>
      {onRecover && (
        <>
          <p>{said.recoverResets}</p>
          <button type="button" className="hx-primary" data-action="recover" onClick={onRecover}>
            {said.recover}
          </button>
        </>
      )}
      {onDownload && (
        <button type="button" data-action="download-game" onClick={onDownload}>
          {said.download}
        </button>
      )}
      <button type="button" data-action="reload" onClick={() => window.location.reload()}>
        {said.reload}
      </button>
      <p>{said.safe}</p>
    </div>
  );
}
