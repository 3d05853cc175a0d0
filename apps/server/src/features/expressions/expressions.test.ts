import { expressionsSuite } from './expressions-suite.ts';

expressionsSuite();
