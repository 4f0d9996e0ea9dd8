import type { NodeB } from './type-cycle-b';

export interface NodeA {
  next: NodeB | null;
}
