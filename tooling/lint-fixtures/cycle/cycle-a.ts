import { describeB } from './cycle-b';

export const nameA = 'a';
export const describeA = (): string => `${nameA} then ${describeB()}`;
