import { nameA } from './cycle-a';

export const describeB = (): string => `b after ${nameA}`;
