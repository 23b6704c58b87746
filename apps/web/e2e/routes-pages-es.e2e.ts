import { publicPagesSuite } from './public-pages.ts';

publicPagesSuite('es');
