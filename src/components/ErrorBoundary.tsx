import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** Puts the app back into a state that can render, such as a fresh game. */
  readonly onRecover: () => void;
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
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="hx-crash" role="alert" data-testid="crash">
        <h2>Something went wrong</h2>
        <p>{this.state.error.message}</p>
        <button
          type="button"
          className="hx-primary"
          data-action="recover"
          onClick={() => {
            this.props.onRecover();
            this.setState({ error: undefined });
          }}
        >
          Start a fresh game
        </button>
      </div>
    );
  }
}
