import { GAMES } from '../../src/engine';
import { pageSuite } from '../suites/page';

pageSuite(GAMES);
