// Linted as packages/engine/src/lint-probe.ts
import { readFileSync } from 'fs';
import { createHash } from 'node:crypto';
import type { UserContract } from '@embodied/contracts';

export const probe = (user: UserContract): unknown => [user, readFileSync, createHash];
