import { ConfirmProvider } from './components/ConfirmContext';
import { ErrorBoundary } from './components/ErrorBoundary';
import { GameScreen } from './components/GameScreen';
import { resetAfterCrash } from './store';

export default function App() {
  return (
    <div className="app">
      <header className="masthead">
        <h1>Hexplay</h1>
        <p className="tagline">Abacus and Abalone, hot-seat</p>
      </header>
      <ErrorBoundary onRecover={resetAfterCrash}>
        <ConfirmProvider>
          <GameScreen />
        </ConfirmProvider>
      </ErrorBoundary>
    </div>
  );
}
