import { expressionsSuite } from '../../testing/expressions-suite.ts';

expressionsSuite();
