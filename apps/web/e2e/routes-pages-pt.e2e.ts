import { publicPagesSuite } from './public-pages.ts';

publicPagesSuite('pt');
