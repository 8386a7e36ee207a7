export default function App() {
  return (
    <main className="app">
      <h1>Hexplay</h1>
      <p>Hot-seat Abacus and Abalone on hexagonal boards — the board is on its way.</p>
    </main>
  );
}
