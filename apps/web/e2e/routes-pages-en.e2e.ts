import { publicPagesSuite } from './public-pages.ts';

publicPagesSuite('en');
