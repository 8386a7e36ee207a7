// The page starts in two tasks: this module evaluates the renderer (React), and the next
// (./start, loaded with it) the app. As one module graph, the first bundle's evaluation was
// a single task of a third of a second on a phone (with React), in which a tap could not be
// answered. The library starts opening before either (./store/library/libraryOpening), and
// the game last played starts loading (./games/lastGameLoading).
import './store/library/libraryOpening';
import './games/lastGameLoading';
import 'react-dom/client';
import './styles/tokens.css';
import './styles/layout.css';
import './styles/board.css';
import './styles/looks.css';
import './styles/panels.css';
import './styles/flow.css';
import './styles/actions.css';
import './styles/analysis.css';
import './styles/records.css';
import './styles/learn.css';
import './styles/settings.css';
import './styles/editor.css';
import './styles/compact.css';

void import('./start');
