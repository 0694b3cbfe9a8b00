// The rules' type, for the test that runs them (scripts/import-boundaries.test.ts).
import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser';

declare const config: { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };
export default config;
