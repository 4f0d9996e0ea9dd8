import type { NodeA } from './type-cycle-a';

export interface NodeB {
  next: NodeA | null;
}
