import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { bootApp } from './store/app';
import './styles/tokens.css';
import './styles/layout.css';
import './styles/board.css';
import './styles/panels.css';
import './styles/flow.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Started before React renders, once for the page, so that the library opens while the
// first frame is drawn.
const booting = bootApp();

createRoot(root).render(
  <StrictMode>
    <App app={booting} />
  </StrictMode>,
);
